import { Form, Input, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProvinceCity } from '../api/list-province-city';
import { useCountries } from '../api/list-regions';
import { MAX_LENGTH } from '../model/field-rules';
import type { ProfileFormValues } from '../model/profile-values';

type RuleSet = { countryCode: FormRule[]; province: FormRule[]; city: FormRule[] };

const byName = (names: string[]) => names.map((name) => ({ value: name, label: name }));

/** Country select (every country); choosing another country clears province and city. */
export const CountryField = ({ rules, required }: { rules: FormRule[]; required: boolean }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProfileFormValues>();
  const countries = useCountries();
  const options = (countries.data ?? []).map((c) => ({ value: c.regionCode, label: c.regionName }));
  return (
    <Form.Item name="countryCode" label={t('profile.fields.country')} rules={rules} required={required}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        loading={countries.isPending}
        options={options}
        placeholder={t('profile.required.country')}
        onChange={() => form.setFieldsValue({ province: undefined, city: undefined })}
      />
    </Form.Item>
  );
};

/**
 * Province and city of the chosen country: selects fed by provinceCity/getListForSupplement (the
 * cities depend on the province); a free-text input where the list has no entries.
 */
export const ProvinceField = ({ rules, required }: { rules: RuleSet['province']; required: boolean }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProfileFormValues>();
  const countryCode = Form.useWatch('countryCode', form);
  const provinces = useProvinceCity(countryCode);
  const free = !countryCode || (provinces.isSuccess && provinces.data.length === 0);
  return (
    <Form.Item name="province" label={t('profile.fields.province')} rules={rules} required={required}>
      {free ? (
        <Input maxLength={MAX_LENGTH.province} placeholder={t('profile.required.province')} disabled={!countryCode} />
      ) : (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={provinces.isPending}
          options={byName((provinces.data ?? []).map((p) => p.name))}
          placeholder={t('profile.required.province')}
          onChange={() => form.setFieldsValue({ city: undefined })}
        />
      )}
    </Form.Item>
  );
};

export const CityField = ({ rules, required }: { rules: RuleSet['city']; required: boolean }) => {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ProfileFormValues>();
  const countryCode = Form.useWatch('countryCode', form);
  const province = Form.useWatch('province', form);
  const provinces = useProvinceCity(countryCode);
  const provinceId = provinces.data?.find((p) => p.name === province)?.id;
  const cities = useProvinceCity(countryCode, provinceId, provinceId !== undefined);
  const free = provinceId === undefined || (cities.isSuccess && cities.data.length === 0);
  return (
    <Form.Item name="city" label={t('profile.fields.city')} rules={rules} required={required}>
      {free ? (
        <Input maxLength={MAX_LENGTH.city} placeholder={t('profile.required.city')} disabled={!countryCode} />
      ) : (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={cities.isPending}
          options={byName((cities.data ?? []).map((c) => c.name))}
          placeholder={t('profile.required.city')}
        />
      )}
    </Form.Item>
  );
};
