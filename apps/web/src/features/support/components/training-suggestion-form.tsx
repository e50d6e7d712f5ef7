import { SUGGESTION_DISABLED_HOURS, SUGGESTION_DISABLED_SECONDS, SUGGESTION_TOPIC_MAX, suggestionMinuteDisabled } from '@credo/contracts/classroom-booking';
import { Button, DatePicker, Form, Input, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '@/shared/api/api-client';
import { useCurrentUser } from '@/shared/user/use-current-user';
import type { SuggestionFormProps } from './suggestion-form';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** "GMT+2", "GMT-5:30" for the browser's offset at a moment (cert §3: GMT plus or minus hours). */
export const gmtLabel = (at: Date): string => {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
};

/**
 * The training suggestion form (cert §3, §5, §7): topic up to 100 characters in 4 rows, a date
 * range after today whose picker disables the night hours, minutes off the five-minute grid and
 * seconds 55 and 56 (the server checks the same), the learner's time zone; Submit is disabled
 * without topic, range or sign-in, with the need-login tooltip. trainingType '0' on classroom
 * lists, '2' on the workshop-seminar list.
 */
const TrainingSuggestionForm = ({ onSubmitted, onCancel }: SuggestionFormProps) => {
  const { t } = useTranslation();
  const { signedIn } = useCurrentUser();
  const { pathname } = useLocation();
  const [topic, setTopic] = useState('');
  const [dates, setDates] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [saving, setSaving] = useState(false);
  const complete = topic.trim().length > 0 && Boolean(dates?.[0] && dates?.[1]);
  const timezone = gmtLabel(dates?.[0]?.toDate() ?? new Date());

  const submit = async () => {
    if (!complete || !signedIn) return;
    setSaving(true);
    const res = await api.post<number>('/user/suggestion/saveUserSuggestion', {
      trainingType: pathname.includes('/workshop-seminar') ? '2' : '0',
      preferredBeginTiming: dates![0]!.valueOf(),
      preferredEndTiming: dates![1]!.valueOf(),
      timezone,
      content: topic.trim(),
    });
    setSaving(false);
    if (res.ok && res.data === 1) onSubmitted();
  };

  const button = (
    <Button type="primary" htmlType="submit" disabled={!complete || !signedIn} loading={saving}>
      {t('classroom.suggestion.submit')}
    </Button>
  );
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item label={t('classroom.suggestion.topic')} required>
        <Input.TextArea rows={4} maxLength={SUGGESTION_TOPIC_MAX} showCount value={topic} onChange={(e) => setTopic(e.target.value)} />
      </Form.Item>
      <Form.Item
        label={t('classroom.suggestion.range', { timezone })}
        name="range"
        rules={[{ required: true, message: t('classroom.suggestion.rangeRequired') }]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm:ss' }}
          value={dates}
          onChange={(v) => setDates(v as [Dayjs | null, Dayjs | null] | null)}
          disabledDate={(d) => !d.isAfter(dayjs(), 'day')}
          disabledTime={() => ({
            disabledHours: () => [...SUGGESTION_DISABLED_HOURS],
            disabledMinutes: () => range(60).filter(suggestionMinuteDisabled),
            disabledSeconds: () => [...SUGGESTION_DISABLED_SECONDS],
          })}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('classroom.suggestion.cancel')}</Button>
        {signedIn ? button : <Tooltip title={t('classroom.suggestion.needLogin')}>{button}</Tooltip>}
      </div>
    </Form>
  );
};

export default TrainingSuggestionForm;
