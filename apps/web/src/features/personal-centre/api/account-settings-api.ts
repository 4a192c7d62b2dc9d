import { useQuery } from '@tanstack/react-query';
import { accountSettingsKeys, fetchAccountSettings } from '../../../lib/account-settings';

/** The account card's data: editable fields, level and the allowances' use today and this month. */
export function useAccountSettings() {
  return useQuery({ queryKey: accountSettingsKeys.all, queryFn: fetchAccountSettings });
}
