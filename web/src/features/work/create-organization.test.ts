import { describe, expect, it } from 'vitest';
import { stepProblem } from './CreateOrganization.tsx';

const base = {
  name: 'Ромашка',
  organization_type: 'COMPANY',
  description: 'Описание',
  industry: 'Technology',
  organization_size: '11-50',
  founded_year: '2010',
  website: '',
  official_email: '',
  address_city: '',
  address_country: 'Россия',
  creator_role: 'CEO',
  creator_job_title: '',
};

describe('organization wizard steps', () => {
  it('step 1 needs name, description and industry', () => {
    expect(stepProblem(0, { ...base, name: '' })).toBe('Укажите название организации');
    expect(stepProblem(0, { ...base, industry: '' })).toBe('Укажите отрасль');
    expect(stepProblem(0, base)).toBeNull();
  });
  it('step 2 keeps the founded year within 1800..this year and checks website and email', () => {
    const year = new Date().getFullYear();
    expect(stepProblem(1, { ...base, founded_year: '1799' })).toBe(`Год основания: от 1800 до ${year}`);
    expect(stepProblem(1, { ...base, founded_year: String(year + 1) })).toBe(
      `Год основания: от 1800 до ${year}`,
    );
    expect(stepProblem(1, { ...base, website: 'nope' })).toBe('Некорректный адрес сайта');
    expect(stepProblem(1, { ...base, official_email: 'nope' })).toBe('Некорректный email');
    expect(stepProblem(1, base)).toBeNull();
  });
  it('step 2 checks street, region and postal code lengths', () => {
    expect(stepProblem(1, { ...base, address_postal_code: '1'.repeat(21) })).toBe('Максимум 20 символов');
    expect(stepProblem(1, { ...base, address_street: 'у'.repeat(201) })).toBe('Максимум 200 символов');
    expect(stepProblem(1, { ...base, address_state: 'р'.repeat(201) })).toBe('Максимум 200 символов');
    expect(
      stepProblem(1, {
        ...base,
        address_street: 'ул. Баумана, 12',
        address_state: 'Татарстан',
        address_postal_code: '420111',
        is_private: true,
        allow_public_discovery: false,
      }),
    ).toBeNull();
  });
  it('step 3 checks the custom role name', () => {
    expect(
      stepProblem(2, { ...base, creator_job_title: 'Директор', custom_role_name: 'р'.repeat(101) }),
    ).toBe('Максимум 100 символов');
  });
  it('the last step needs a job title', () => {
    expect(stepProblem(2, base)).toBe('Укажите должность');
    expect(stepProblem(2, { ...base, creator_job_title: 'Директор' })).toBeNull();
  });
});
