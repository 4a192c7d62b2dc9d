import {
  AppstoreOutlined,
  BarChartOutlined,
  CloudDownloadOutlined,
  CrownOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  FireOutlined,
  HomeOutlined,
  NumberOutlined,
  ShopOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ToolGroupKey } from '@boguan/contracts/quick-entry';
import type { ReactNode } from 'react';

/** One icon per sidebar group; shown alone when the sidebar is collapsed. */
export const GROUP_ICONS: Record<ToolGroupKey, ReactNode> = {
  home: <HomeOutlined />,
  dashboard: <BarChartOutlined />,
  blogger: <TeamOutlined />,
  post: <FileTextOutlined />,
  topic: <NumberOutlined />,
  hot: <FireOutlined />,
  brand: <TagsOutlined />,
  toolbox: <AppstoreOutlined />,
  export: <CloudDownloadOutlined />,
  personal: <UserOutlined />,
  favourites: <StarOutlined />,
  topup: <CrownOutlined />,
  life: <ShopOutlined />,
  custom: <DatabaseOutlined />,
};
