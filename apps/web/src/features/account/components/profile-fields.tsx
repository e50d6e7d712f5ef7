import type { RequiredInfoFlags } from '@credo/contracts/user';
import { Col, Form, Input, Row, Select, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessTypes } from '../api/list-business-types';
import { MAX_LENGTH, profileRules } from '../model/field-rules';
import type { ProfileField } from '../model/profile-values';
import { PostcodeInput } from './postcode-input';
import styles from './profile-fields.module.css';
import { CityField, CountryField, ProvinceField } from './region-fields';

export type ProfileFieldsProps = {
  rows: readonly ProfileField[];
  required: Partial<RequiredInfoFlags>;
  polishPostcode: boolean;
};

const WIDE: readonly ProfileField[] = ['address'];

/**
 * The rows of the profile form (dialog and edit page), inside an antd Form of ProfileFormValues.
 * Labels, 'Please input / Please select' placeholders and the rules of section 5.
 */
export const ProfileFields = ({ rows, required, polishPostcode }: ProfileFieldsProps) => {
  const { t } = useTranslation();
  const rules = profileRules(t, { required, polishPostcode });
  const types = useBusinessTypes();
  const flag = (field: keyof RequiredInfoFlags) => required[field] === '1';

  const text = (name: 'firstName' | 'lastName' | 'address' | 'company' | 'jobTitle' | 'vatNumber', flagged: boolean) => (
    <Form.Item name={name} label={t(`profile.fields.${name}`)} rules={rules[name]} required={flagged}>
      <Input
        maxLength={MAX_LENGTH[name]}
        placeholder={t(`profile.required.${name}`)}
        inputMode={name === 'vatNumber' ? 'numeric' : undefined}
        autoComplete={name === 'firstName' ? 'given-name' : name === 'lastName' ? 'family-name' : undefined}
      />
    </Form.Item>
  );

  const render: Record<ProfileField, () => ReactNode> = {
    firstName: () => text('firstName', flag('firstName')),
    lastName: () => text('lastName', flag('lastName')),
    phone: () => (
      <Form.Item label={t('profile.fields.phone')} required={flag('phoneNumber')}>
        <Space.Compact block>
          <Form.Item name="phoneCode" noStyle rules={rules.phoneCode} dependencies={['phoneNumber']}>
            <Input
              className={styles.phoneCode}
              prefix="+"
              maxLength={MAX_LENGTH.phoneCode}
              inputMode="tel"
              aria-label={t('profile.fields.phoneCode')}
              placeholder={t('profile.fields.phoneCode')}
            />
          </Form.Item>
          <Form.Item name="phoneNumber" noStyle rules={rules.phoneNumber} dependencies={['phoneCode']}>
            <Input
              maxLength={MAX_LENGTH.phoneNumber}
              inputMode="tel"
              autoComplete="tel-national"
              aria-label={t('profile.fields.phoneNumber')}
              placeholder={t('profile.required.phoneNumber')}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    ),
    countryCode: () => <CountryField rules={rules.countryCode} required={flag('country')} />,
    province: () => <ProvinceField rules={rules.province} required={flag('province')} />,
    city: () => <CityField rules={rules.city} required={flag('city')} />,
    postcode: () => (
      <Form.Item name="postcode" label={t('profile.fields.postcode')} rules={rules.postcode} required={flag('postcode')}>
        {polishPostcode ? <PostcodeInput /> : <Input maxLength={MAX_LENGTH.postcode} placeholder={t('profile.required.postcode')} autoComplete="postal-code" />}
      </Form.Item>
    ),
    address: () => text('address', flag('address')),
    company: () => text('company', flag('company')),
    jobTitle: () => text('jobTitle', false),
    type: () => (
      <Form.Item name="type" label={t('profile.fields.type')} rules={rules.type} required={flag('type')}>
        <Select
          allowClear
          loading={types.isPending}
          options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          placeholder={t('profile.required.type')}
        />
      </Form.Item>
    ),
    vatNumber: () => text('vatNumber', flag('vatNumber')),
  };

  return (
    <Row gutter={16}>
      {rows.map((row) => (
        <Col key={row} xs={24} sm={WIDE.includes(row) ? 24 : 12}>
          {render[row]()}
        </Col>
      ))}
    </Row>
  );
};
