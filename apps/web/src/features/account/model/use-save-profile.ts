import { profileIssues, type FieldIssue, type RequiredInfoFlags, type UserInfo } from '@credo/contracts/user';
import { userUpdate } from '@credo/contracts/user-update';
import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showTips } from '@/shared/api/api-client';
import { groupIssues, issuesOf } from '@/shared/form/field-issues';
import { toast } from '@/shared/ui/toast';
import { useUpdateCurrentUser } from '@/shared/user/use-current-user';
import { updateUser } from '../api/update-user';
import { issueText } from './issue-text';
import { formFieldOfIssue, toProfileValues, toUpdatePayload, type ProfileField, type ProfileFormValues } from './profile-values';

export type SaveRequest = {
  user: UserInfo;
  rows: readonly ProfileField[];
  required: Partial<RequiredInfoFlags>;
  polishPostcode: boolean;
};

/** The contract's own checks of the payload (the server runs the same ones). */
const contractIssues = (request: SaveRequest, values: ProfileFormValues): FieldIssue[] => {
  const payload = toUpdatePayload(request.user.id, values, request.rows);
  const parsed = userUpdate.safeParse(payload);
  const issues: FieldIssue[] = parsed.success ? [] : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'body'), message: issue.message }));
  for (const issue of profileIssues(toProfileValues(values), request)) {
    if (!issues.some((known) => known.field === issue.field)) issues.push(issue);
  }
  return issues;
};

/**
 * Saves the profile form through POST /user/update: the antd rules, then the contract rules,
 * then the server; issues of either side are shown on their fields. On success the cached user
 * is replaced and 'modify successful' shows for 3 s (a toast of the shell: the info dialog that
 * saved is gone by then, with its antd scope). Resolves to the saved user, or null.
 */
export const useSaveProfile = (form: FormInstance<ProfileFormValues>) => {
  const { t } = useTranslation();
  const updateCurrentUser = useUpdateCurrentUser();

  const showIssues = (issues: readonly FieldIssue[]) => {
    const { fields, unplaced } = groupIssues(issues, formFieldOfIssue, (issue) => issueText(t, issue));
    form.setFields(fields);
    if (unplaced.length > 0) showTips(unplaced.join('\n'));
  };

  const mutation = useMutation({
    mutationFn: async (request: SaveRequest): Promise<UserInfo | null> => {
      try {
        await form.validateFields();
      } catch {
        return null;
      }
      // Every value, also those of rows not shown (the dialog shows only the required ones).
      const values: ProfileFormValues = form.getFieldsValue(true);
      const local = contractIssues(request, values);
      if (local.length > 0) {
        showIssues(local);
        return null;
      }
      const result = await updateUser(toUpdatePayload(request.user.id, values, request.rows));
      if (result.ok) return result.data;
      const issues = issuesOf(result);
      if (issues) showIssues(issues);
      else if (result.kind === 'business') showTips(result.text);
      else if (result.kind === 'transport') toast.error(t('profile.saveFailed'));
      return null;
    },
    onSuccess: (saved) => {
      if (!saved) return;
      updateCurrentUser(() => saved);
      toast.success(t('profile.saved'));
    },
  });

  return { save: mutation.mutateAsync, saving: mutation.isPending };
};
