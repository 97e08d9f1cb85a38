import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, NOT_A_LETTING_AGENT, type UserSettings } from '@marketplace/shared';
import SettingsPage from './SettingsPage';

const settings: UserSettings = {
  email: 'priya@shahlettings.example',
  is_host: true,
  photo: null,
  contact: {
    name: 'Priya Shah',
    company_name: 'Shah & Co Lettings',
    landing_prefix: null,
    landing: null,
    mobile_prefix: null,
    mobile: null,
    email: null,
    address: null,
    address_parts: null,
  },
  agency: NOT_A_LETTING_AGENT,
  visibility: { '1': true, '2': true, '3': true, '4': true, '5': true },
  versions: { contact: 1, visibility: 1, agency: 4 },
};

afterEach(() => jest.restoreAllMocks());

it('asks a letting agent for its fees and schemes, names what is wrong before sending, and saves them at the version it loaded', async () => {
  jest.spyOn(http, 'get').mockResolvedValue({ data: settings });
  const post = jest.spyOn(http, 'post').mockImplementation((_path, body) =>
    Promise.resolve({
      data: { ...settings, agency: { ...(body as UserSettings['agency']) }, versions: { ...settings.versions, agency: 5 } },
    }),
  );
  render(<SettingsPage />);
  const section = within(await screen.findByRole('region', { name: 'Letting agent' }));
  expect(section.queryByLabelText('Redress scheme')).toBeNull();

  fireEvent.click(section.getByLabelText('I let homes as a letting agent'));
  fireEvent.change(section.getByLabelText('Fees page', { exact: false }), { target: { value: 'http://shahlettings.example/fees' } });
  fireEvent.change(section.getByLabelText('Client money protection scheme'), { target: { value: 'propertymark' } });
  fireEvent.click(section.getByRole('button', { name: 'Save letting agent details' }));
  expect(await section.findByText('The fees page must be a web address starting with https://.')).toBeTruthy();
  expect(section.getByText('The client money protection membership number is required with a scheme.')).toBeTruthy();
  expect(post).not.toHaveBeenCalled();

  fireEvent.change(section.getByLabelText('Fees page', { exact: false }), { target: { value: 'https://www.shahlettings.example/fees' } });
  fireEvent.change(section.getByLabelText('Client money protection membership number'), { target: { value: 'C0123456' } });
  fireEvent.change(section.getByLabelText('Redress scheme'), { target: { value: 'property_ombudsman' } });
  fireEvent.change(section.getByLabelText('Redress scheme membership number'), { target: { value: 'D01234' } });
  fireEvent.click(section.getByRole('button', { name: 'Save letting agent details' }));
  await waitFor(() => expect(section.getByText('Letting agent details saved: your lets show them now.')).toBeTruthy());
  expect(post).toHaveBeenCalledWith('api/user/settings/agency', {
    is_letting_agent: true,
    fees_url: 'https://www.shahlettings.example/fees',
    fees_text: null,
    cmp_scheme: 'propertymark',
    cmp_member_no: 'C0123456',
    redress_scheme: 'property_ombudsman',
    redress_member_no: 'D01234',
    version: 4,
  });
});
