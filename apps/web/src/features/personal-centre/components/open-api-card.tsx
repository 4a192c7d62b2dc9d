import { CopyOutlined } from '@ant-design/icons';
import { featureRule, LEVEL_NAMES, MemberLevel, MembershipMessage } from '@boguan/contracts/membership';
import { API_KEY_NAME_MAX, OpenApiMessage } from '@boguan/contracts/open-api';
import type { ApiKeyCreated, ApiKeyItem } from '@boguan/contracts/open-api.api';
import { Alert, App, Button, Card, Form, Input, Modal, Skeleton, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { toast } from '../../../lib/feedback-bridge';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/open-api-keys-api';
import { curlExample } from '../lib/open-api-example';
import styles from './open-api-card.module.css';

const { Paragraph, Text } = Typography;

const INTRO = '用 API Key 在您自己的程序里调用博观的数据接口：与网页版相同的数据和返回格式，按您的会员权益计次。';
const REVOKE_CONFIRM = '你确定要撤销该 API Key 吗？撤销后使用它的调用会立即失败。';
const HELP_LINK = '/useHelp#open-api';

/** How many keys the paying levels may hold, for the free member's hint. */
const keysOf = (level: MemberLevel) => featureRule('open_api', level).maxRows ?? 0;
const UPGRADE_HINT = `升级为${LEVEL_NAMES[MemberLevel.advanced]}可同时持有 ${keysOf(MemberLevel.advanced)} 个 API Key，${
  LEVEL_NAMES[MemberLevel.professional]
}可持有 ${keysOf(MemberLevel.professional)} 个。`;

const isLive = (key: ApiKeyItem) => key.revoke_time === null;

/**
 * Copies `text`; where the clipboard is unavailable (e.g. a page not served over HTTPS) or refuses,
 * selects the shown text so the member can copy it by hand.
 */
async function copyText(text: string, shown: HTMLElement | null, done: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast('success', done);
  } catch {
    if (shown) window.getSelection()?.selectAllChildren(shown);
    toast('warning', '复制失败，请手动选中后复制');
  }
}

/** 创建 API Key: its name only (to tell keys apart); the new key goes to `onCreated`. */
function CreateDialog({ onClose, onCreated }: { onClose(): void; onCreated(made: ApiKeyCreated, msg: string): void }) {
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateApiKey();
  const { submitting, run } = useSubmit();
  const save = () =>
    run(async () => {
      const { name } = await form.validateFields();
      const answer = await create.mutateAsync(name.trim()).catch(() => null);
      // A refusal was toasted by the query client (or opened the upgrade prompt).
      if (answer) onCreated(answer.data, answer.msg);
    }).catch(() => undefined);
  return (
    <Modal
      open
      title="创建 API Key"
      okText="创建"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void save()}>
        <Form.Item
          name="name"
          label="名称"
          extra="用于区分不同的 Key，例如“数据同步脚本”"
          rules={[{ required: true, whitespace: true, message: OpenApiMessage.name }]}
        >
          <Input maxLength={API_KEY_NAME_MAX} showCount placeholder="请输入 API Key 名称" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The new key, whole, this once: copy it now, with a curl call that uses it. */
function CreatedDialog({ made, msg, onClose }: { made: ApiKeyCreated; msg: string; onClose(): void }) {
  const keyRef = useRef<HTMLElement>(null);
  const exampleRef = useRef<HTMLPreElement>(null);
  const example = curlExample(window.location.origin, made.key);
  return (
    <Modal
      open
      title="API Key 已创建"
      maskClosable={false}
      keyboard={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      <div className={styles.created}>
        <Alert type="warning" showIcon title={msg || OpenApiMessage.created} />
        <div>
          <Text type="secondary">{made.name}</Text>
          <div className={styles.secretRow}>
            <code ref={keyRef} className={styles.secret} data-testid="api-key-secret">
              {made.key}
            </code>
            <Button
              type="primary"
              icon={<CopyOutlined />}
              onClick={() => void copyText(made.key, keyRef.current, '已复制 API Key')}
            >
              复制
            </Button>
          </div>
        </div>
        <div>
          <div className={styles.exampleHead}>
            <Text>调用示例（实时热搜）</Text>
            <Button
              size="small"
              icon={<CopyOutlined />}
              onClick={() => void copyText(example, exampleRef.current, '已复制调用示例')}
            >
              复制示例
            </Button>
          </div>
          <pre ref={exampleRef} className={styles.code} data-testid="api-key-example">
            {example}
          </pre>
          <Text type="secondary">
            更多接口与参数见<Link to={HELP_LINK}>使用帮助</Link>和 <a href="/api/docs">接口文档</a>。
          </Text>
        </div>
      </div>
    </Modal>
  );
}

/**
 * 开放接口 on /user: the member's API keys (live and revoked), the level's limit and the per-key
 * rate, making a key (shown whole once) and revoking one after a confirmation. A level without the
 * open API sees the upgrade hint instead of the create button.
 */
export function OpenApiCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const { modal } = App.useApp();
  const openUpgrade = useUiStore((s) => s.openUpgrade);
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<{ key: ApiKeyCreated; msg: string } | null>(null);

  const askRevoke = (key: ApiKeyItem) =>
    modal.confirm({
      title: '撤销',
      content: REVOKE_CONFIRM,
      okText: '撤销',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        const answer = await revoke.mutateAsync(key.id).catch(() => null);
        if (answer) toast('success', answer.msg || OpenApiMessage.revoked);
      },
    });

  return (
    <Card title="开放接口（API Key）" extra={<Link to={HELP_LINK}>使用说明</Link>}>
      <div data-testid="open-api-keys">
        <Paragraph type="secondary">{INTRO}</Paragraph>
        <QueryState query={keys} title="API Key 加载失败" loading={<Skeleton active paragraph={{ rows: 3 }} />}>
          {(data) => {
            const live = data.data.filter(isLive).length;
            const full = data.limit > 0 && live >= data.limit;
            return (
              <>
                {data.limit > 0 ? (
                  <div className={styles.bar}>
                    <div className={styles.facts}>
                      <span>可同时持有 {data.limit} 个</span>
                      <span>使用中 {live} 个</span>
                      <span>每个 Key 每分钟最多 {data.rate_per_minute} 次调用</span>
                    </div>
                    <Button type="primary" disabled={full} onClick={() => setCreating(true)}>
                      创建 API Key
                    </Button>
                  </div>
                ) : (
                  <Alert
                    type="warning"
                    showIcon
                    className={styles.upgrade}
                    title="当前会员等级暂不支持开放接口"
                    description={UPGRADE_HINT}
                    action={
                      <Button
                        type="primary"
                        size="small"
                        onClick={() => openUpgrade(1001, MembershipMessage.noPermission)}
                      >
                        升级会员
                      </Button>
                    }
                  />
                )}
                {full && (
                  <Paragraph type="secondary" className={styles.full}>
                    {OpenApiMessage.tooMany(data.limit)}
                  </Paragraph>
                )}
                {(data.limit > 0 || data.data.length > 0) && (
                  <Table<ApiKeyItem>
                    size="small"
                    rowKey="id"
                    dataSource={data.data}
                    loading={keys.isFetching}
                    locale={{ emptyText: '暂无 API Key' }}
                    scroll={{ x: 920 }}
                    pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
                    columns={[
                      { title: '名称', dataIndex: 'name', width: 180, ellipsis: true },
                      {
                        title: 'Key 前缀',
                        dataIndex: 'prefix',
                        width: 150,
                        render: (prefix: string) => <Text code>{prefix}</Text>,
                      },
                      { title: '创建时间', dataIndex: 'create_time', width: 170 },
                      {
                        title: '最近使用',
                        dataIndex: 'last_used_time',
                        width: 170,
                        render: (time: string | null) => time ?? <Text type="secondary">从未使用</Text>,
                      },
                      {
                        title: '状态',
                        key: 'state',
                        width: 170,
                        render: (_: unknown, key) =>
                          isLive(key) ? (
                            <Tag color="success">使用中</Tag>
                          ) : (
                            <span className={styles.revoked}>
                              <Tag>已撤销</Tag>
                              <Text type="secondary">{key.revoke_time}</Text>
                            </span>
                          ),
                      },
                      {
                        title: '操作',
                        key: 'revoke',
                        width: 80,
                        render: (_: unknown, key) =>
                          isLive(key) ? (
                            <Button
                              type="link"
                              danger
                              size="small"
                              aria-label={`撤销 ${key.name}`}
                              onClick={() => askRevoke(key)}
                            >
                              撤销
                            </Button>
                          ) : null,
                      },
                    ]}
                  />
                )}
              </>
            );
          }}
        </QueryState>
      </div>
      {creating && (
        <CreateDialog
          onClose={() => setCreating(false)}
          onCreated={(key, msg) => {
            setCreating(false);
            setMade({ key, msg });
          }}
        />
      )}
      {made && <CreatedDialog made={made.key} msg={made.msg} onClose={() => setMade(null)} />}
    </Card>
  );
}
