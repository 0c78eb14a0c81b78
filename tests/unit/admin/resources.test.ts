import { describe, expect, it } from 'vitest';
import { RESOURCES, SECTIONS, resourceFor } from '../../../src/admin/resources/index.ts';
import type { Resource } from '../../../src/admin/resources/types.ts';
import { PASSWORDS_DO_NOT_MATCH, TOASTS } from '../../../src/lib/messages.ts';
import { MAX_UPLOAD_BYTES } from '../../../src/lib/constants.ts';

const get = (route: string): Resource => {
  const r = resourceFor(route);
  if (!r) throw new Error(`no resource at ${route}`);
  return r;
};
/** The list screens of spec §2's sidebar. */
const SPEC_RESOURCES = RESOURCES.filter((r) => !r.group);
const image = () => new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

describe('admin resources', () => {
  it('cover every sidebar list screen at the paths of spec §2', () => {
    expect(SECTIONS.filter((s) => !s.group).map((s) => s.route)).toEqual([
      '/admin',
      '/admin/sliders',
      '/admin/notices',
      '/admin/testimonials',
      '/admin/users',
      '/admin/plans',
      '/admin/faqs',
      '/admin/referral-forms',
      '/admin/contact-forms',
      '/admin/bookings',
    ]);
    expect(SPEC_RESOURCES.map((r) => r.route)).toEqual(
      SECTIONS.filter((s) => !s.group)
        .slice(1)
        .map((s) => s.route),
    );
  });

  it('list coverage apart from the spec’s sidebar: its areas (managed) and its waiting list (a lead)', () => {
    expect(
      RESOURCES.filter((r) => r.group === 'coverage').map((r) => [r.title, r.route, r.word, Boolean(r.fields)]),
    ).toEqual([
      ['Coverage Areas', '/admin/areas', 'area', true],
      ['Coverage Requests', '/admin/coverage-requests', 'coverage request', false],
    ]);
  });

  it('use the delete words and toasts of spec §5 and §8', () => {
    expect(SPEC_RESOURCES.map((r) => r.word)).toEqual([
      'slider',
      'notice',
      'testimonial',
      'user',
      'plan',
      'faq',
      'referral',
      'contact',
      'booking',
    ]);
    expect(get('/admin/notices').toasts).toBe(TOASTS.notice);
    expect(get('/admin/users').toasts).toBe(TOASTS.users);
    expect(get('/admin/bookings').toasts).toBe(TOASTS.booking);
  });

  it('manage six entities and only view submissions', () => {
    expect(SPEC_RESOURCES.filter((r) => r.fields).map((r) => r.title)).toEqual([
      'Sliders',
      'Notices',
      'Testimonials',
      'Users',
      'Plans',
      'FAQs',
    ]);
    for (const r of RESOURCES.filter((r) => !r.fields)) expect(r.details?.length).toBeGreaterThan(0);
  });

  it('only testimonials are prepended', () => {
    expect(RESOURCES.filter((r) => r.newestFirst).map((r) => r.word)).toEqual(['testimonial']);
  });
});

describe('validation (spec §5)', () => {
  it('slider: name required, image required on create only', () => {
    const slider = get('/admin/sliders');
    const errors = slider.validate!({ name: '', title: '', subtitle: '', link: '', image: null }, 'add');
    expect(Object.keys(errors).sort()).toEqual(['image', 'name']);
    expect(slider.validate!({ name: 'Offer', title: '', subtitle: '', link: '', image: null }, 'edit')).toEqual({});
    expect(slider.validate!({ name: 'Offer', title: '', subtitle: '', link: '', image: image() }, 'add')).toEqual({});
  });

  it('an image must be an image file within the upload limit, and the message says what is accepted', () => {
    const notice = get('/admin/notices');
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' });
    expect(notice.validate!({ title: 'T', image: big }, 'add').image).toBe(
      'The image is too large. Any image type is accepted (PNG, JPEG, WebP, GIF, AVIF, SVG, BMP, ICO, TIFF or HEIC), up to 25 MB.',
    );
    const pdf = new File([new Uint8Array(10)], 'a.pdf', { type: 'application/pdf' });
    expect(notice.validate!({ title: 'T', image: pdf }, 'edit').image).toBe(
      'This file is not an image. Any image type is accepted (PNG, JPEG, WebP, GIF, AVIF, SVG, BMP, ICO, TIFF or HEIC), up to 25 MB.',
    );
    const heic = new File([new Uint8Array(10)], 'photo.heic', { type: 'image/heic' });
    expect(notice.validate!({ title: 'T', image: heic }, 'add').image).toBeUndefined();
  });

  it('notice: title required; testimonial: name required', () => {
    expect(Object.keys(get('/admin/notices').validate!({ title: ' ', image: image() }, 'add'))).toEqual(['title']);
    expect(
      Object.keys(get('/admin/testimonials').validate!({ name: '', location: '', comment: '', image: null }, 'edit')),
    ).toEqual(['name']);
  });

  it('plan: name, speed, price and duration required', () => {
    const errors = get('/admin/plans').validate!(
      { name: '', speed: '', price: '', duration: '', features: [], sme: false },
      'add',
    );
    expect(Object.keys(errors).sort()).toEqual(['duration', 'name', 'price', 'speed']);
  });

  it('faq: question and answer required', () => {
    expect(Object.keys(get('/admin/faqs').validate!({ question: '', answer: '' }, 'add')).sort()).toEqual([
      'answer',
      'question',
    ]);
  });

  it("user: 'Passwords do not match'; password required only on create", () => {
    const users = get('/admin/users');
    const base = { name: 'Ram', email: 'ram@example.com' };
    expect(
      users.validate!({ ...base, password: 'secret-pass', verifyPassword: 'other-pass' }, 'add').verifyPassword,
    ).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(users.validate!({ ...base, password: '', verifyPassword: '' }, 'add').password).toBeTruthy();
    expect(users.validate!({ name: '', email: '', password: '', verifyPassword: '' }, 'edit')).toEqual({});
    expect(
      users.validate!({ name: '', email: '', password: 'secret-pass', verifyPassword: '' }, 'edit').verifyPassword,
    ).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it("the Users form is read from the user schema: spec §5's four fields, then the role, Editor first", () => {
    const fields = get('/admin/users').fields!;
    expect(fields.map((f) => [f.name, f.label, f.kind])).toEqual([
      ['name', 'Name', 'text'],
      ['email', 'Email', 'email'],
      ['password', 'Password', 'password'],
      ['verifyPassword', 'Verify password', 'password'],
      ['role', 'Role', 'select'],
    ]);
    const required = (mode: 'add' | 'edit') =>
      fields.filter((f) => (typeof f.required === 'function' ? f.required(mode) : f.required)).map((f) => f.name);
    expect(required('add')).toEqual(['name', 'email', 'password', 'verifyPassword', 'role']);
    expect(required('edit')).toEqual(['role']);
    expect(fields[4].options?.map(([value]) => value)).toEqual(['editor', 'sales', 'support', 'admin']);
    const hint = fields[2].hint as (mode: 'add' | 'edit') => string;
    expect([hint('add'), hint('edit')]).toEqual([
      'At least 8 characters.',
      'Leave empty to keep the current password.',
    ]);
  });
});

describe('payloads (spec §5, §7)', () => {
  it('an edit without a new file sends existingImage', () => {
    const form = get('/admin/sliders').payload!(
      { name: 'Offer', title: 'T', subtitle: '', link: '/plans', image: null },
      'edit',
      { _id: '1', image: 'old.png' },
    ) as FormData;
    expect(form.get('existingImage')).toBe('old.png');
    expect(form.get('image')).toBeNull();
    expect(form.get('name')).toBe('Offer');
  });

  it('a new file is sent as image, without existingImage', () => {
    const form = get('/admin/notices').payload!({ title: 'Holiday', image: image() }, 'edit', {
      _id: '1',
      image: 'old.png',
    }) as FormData;
    expect(form.get('image')).toBeInstanceOf(File);
    expect(form.get('existingImage')).toBeNull();
  });

  it('a user update omits empty fields; a create sends all four', () => {
    const users = get('/admin/users');
    expect(users.payload!({ name: 'Ram', email: '', password: '', verifyPassword: '' }, 'edit')).toEqual({
      name: 'Ram',
    });
    expect(
      users.payload!(
        { name: 'Ram', email: 'r@example.com', password: 'pw-123456', verifyPassword: 'pw-123456' },
        'add',
      ),
    ).toEqual({
      name: 'Ram',
      email: 'r@example.com',
      password: 'pw-123456',
      verifyPassword: 'pw-123456',
    });
  });

  it('a plan is JSON with trimmed, non-empty features, sme and hidden', () => {
    expect(
      get('/admin/plans').payload!(
        {
          name: 'Fibernet',
          speed: '25 Mbps',
          price: 'Rs. 1,500',
          duration: '/month',
          features: [' Free router ', '', 'Wi-Fi'],
          sme: true,
          hidden: true,
        },
        'add',
      ),
    ).toEqual({
      name: 'Fibernet',
      speed: '25 Mbps',
      price: 'Rs. 1,500',
      duration: '/month',
      features: ['Free router', 'Wi-Fi'],
      sme: true,
      featured: false,
      popular: false,
      hidden: true,
      name_ne: '',
      features_ne: [],
      // the data cap and fair-usage policy (docs/usage.md), empty for none
      capGb: '',
      fairUsage: '',
      fairUsage_ne: '',
    });
  });

  it('every content form has a Hidden checkbox, and the image ones an alt text sent with the image', () => {
    for (const route of ['/admin/sliders', '/admin/notices', '/admin/testimonials', '/admin/plans', '/admin/faqs']) {
      expect(get(route).fields!.find((f) => f.name === 'hidden')?.kind, route).toBe('checkbox');
      expect(get(route).ordered, route).toBe(true);
    }
    const form = get('/admin/notices').payload!(
      { title: 'Dashain', imageAlt: ' Lamps lit for Tihar ', hidden: true, image: null },
      'edit',
      { _id: 'x', image: 'a.png' },
    ) as FormData;
    expect([form.get('imageAlt'), form.get('hidden'), form.get('existingImage')]).toEqual([
      'Lamps lit for Tihar',
      'true',
      'a.png',
    ]);
    expect(get('/admin/bookings').ordered).toBeFalsy();
  });

  it('sends the Nepali twins beside the English fields (issue 14)', () => {
    const plan = get('/admin/plans').payload!(
      {
        name: 'Fibernet',
        speed: '25 Mbps',
        price: 'Rs. 1,500',
        duration: '/month',
        features: [],
        name_ne: 'फाइबरनेट',
        features_ne: [' असीमित डाटा ', ''],
        sme: false,
      },
      'add',
    );
    expect(plan).toMatchObject({ name_ne: 'फाइबरनेट', features_ne: ['असीमित डाटा'] });
    expect(
      get('/admin/faqs').payload!({ question: 'Q', answer: 'A', question_ne: 'प्रश्न', answer_ne: 'उत्तर' }, 'add'),
    ).toEqual({ question: 'Q', answer: 'A', question_ne: 'प्रश्न', answer_ne: 'उत्तर', hidden: false });
    const slider = get('/admin/sliders').payload!(
      { name: 'Banner', title: 'Fast', title_ne: 'छिटो', subtitle: '', subtitle_ne: 'असीमित', link: '', image: null },
      'add',
    ) as FormData;
    expect(slider.get('title_ne')).toBe('छिटो');
    expect(slider.get('subtitle_ne')).toBe('असीमित');
    const twins = get('/admin/testimonials')
      .fields!.filter((f) => f.nepaliOf)
      .map((f) => [f.name, f.nepaliOf, f.label]);
    expect(twins).toEqual([
      ['name_ne', 'name', 'Name (Nepali)'],
      ['location_ne', 'location', 'Location (Nepali)'],
      ['comment_ne', 'comment', 'Comment (Nepali)'],
    ]);
  });
});
