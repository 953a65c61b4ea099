/**
 * One examples list per widget: every state a widget can be in. The gallery page, the server-render
 * test, the component tests and the browser (axe, keyboard, screenshot) tests all read these lists.
 */
import { useState, type ReactNode } from 'react';
import { groupCheckboxState } from '../../core/widgets/choice.rules';
import { ICON_NAMES, ICON_SIZES } from '../../core/widgets/icons';
import { BannerStrip } from './BannerStrip';
import { Button, BUTTON_VARIANTS } from './Button';
import { Checkbox } from './Checkbox';
import { ExpandableSection } from './ExpandableSection';
import { ExpandableText } from './ExpandableText';
import { FormLabel } from './FormLabel';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { registerIcons } from './iconRegistry';
import { ALL_ICONS } from './icons/all';
import { Label } from './Label';
import { Notification } from './Notification';
import { PasswordInput } from './PasswordInput';
import { PhoneNumberInput } from './PhoneNumberInput';
import { SearchInput } from './SearchInput';
import { Select } from './Select';
import { TextInput } from './TextInput';
import { TextLink } from './TextLink';
import { useWidgetTexts } from './texts';
import './examples.css';

// The gallery shows every icon by name.
registerIcons(ALL_ICONS);

export interface WidgetExample {
  /** Unique within its widget; used as test title and gallery heading. */
  name: string;
  render(): ReactNode;
}

const LONG_TEXT = (
  <>
    <p>
      Our coffee comes from farms we visit every year. We roast it in small batches, so every bag you open smells the way it did on the day
      it was roasted. The beans are grown at altitude, picked by hand and dried in the sun.
    </p>
    <p>
      We pay above the market price and support the farms with training and equipment. That is how coffee keeps getting better, cup after cup,
      year after year. Ask us about the origin of any coffee: we will tell you where it grew and who grew it.
    </p>
  </>
);

const SALUTATIONS = [
  { value: '', text: 'Please choose' },
  { value: 'MRS', text: 'Mrs' },
  { value: 'MR', text: 'Mr' },
  { value: 'DIVERS', text: 'Diverse' },
  { value: 'COMPANY', text: 'Company' },
];

function SelectAllExample() {
  const [items, setItems] = useState([true, false, false]);
  const state = groupCheckboxState(items);
  const names = ['Coffee', 'Fashion', 'Living'];
  return (
    <fieldset className="sk-example-fieldset">
      <legend className="sk-form-label">Newsletter topics</legend>
      <Checkbox
        label="All topics"
        checked={state === 'checked'}
        indeterminate={state === 'indeterminate'}
        onChange={() => setItems(items.map(() => state !== 'checked'))}
      />
      <div style={{ paddingInlineStart: '2rem', display: 'grid', gap: '0.5rem', marginTop: '0.5rem' }}>
        {names.map((name, i) => (
          <Checkbox key={name} label={name} checked={items[i]} onChange={(checked) => setItems(items.map((v, j) => (j === i ? checked : v)))} />
        ))}
      </div>
    </fieldset>
  );
}

function ClosableNotificationExample() {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <Notification variant="success" title="Saved" open={open} onClose={() => setOpen(false)}>
        Your settings are saved.
      </Notification>
      {open ? null : (
        <Button variant="primary-outline" size="small" onClick={() => setOpen(true)}>
          Show again
        </Button>
      )}
    </div>
  );
}

function TextsExample() {
  const texts = useWidgetTexts();
  return (
    <dl className="sk-example-texts">
      <dt>basePrice</dt>
      <dd>{texts.basePrice({ quantity: 500, unit: 'g', price: 9.98, baseQuantity: 1000 })}</dd>
      <dt>paging</dt>
      <dd>{texts.paging(2, 12)}</dd>
      <dt>energyLabel</dt>
      <dd>{texts.energyLabel('A')}</dd>
      <dt>removeFile</dt>
      <dd>{texts.removeFile('receipt.pdf')}</dd>
      <dt>searchSuggestion</dt>
      <dd>{texts.searchSuggestion('espresso')}</dd>
      <dt>backToTop / openMenu / copyCode / codeCopied</dt>
      <dd>{[texts.t('backToTop'), texts.t('openMenu'), texts.t('copyCode'), texts.t('codeCopied')].join(' · ')}</dd>
      <dt>previousPage / nextPage / previousSlide / nextSlide / skipList</dt>
      <dd>{[texts.t('previousPage'), texts.t('nextPage'), texts.t('previousSlide'), texts.t('nextSlide'), texts.t('skipList')].join(' · ')}</dd>
      <dt>increaseNumber / decreaseNumber</dt>
      <dd>{[texts.t('increaseNumber'), texts.t('decreaseNumber')].join(' · ')}</dd>
    </dl>
  );
}

export const BUTTON_EXAMPLES: WidgetExample[] = [
  ...BUTTON_VARIANTS.map((variant) => ({ name: `variant ${variant}`, render: () => <Button variant={variant}>Add to basket</Button> })),
  { name: 'placeholder text', render: () => <Button /> },
  { name: 'prepend and append icons', render: () => <Button prependIcon="basket" appendIcon="arrow-right">To the basket</Button> },
  { name: 'small', render: () => <Button size="small">Apply</Button> },
  { name: 'full width', render: () => <Button width="full">Subscribe</Button> },
  { name: 'full width on phones', render: () => <Button width="full-mobile">Continue</Button> },
  { name: 'submit type', render: () => <Button type="submit" form="sk-example-none">Send</Button> },
  { name: 'as link', render: () => <Button tag="a" href="#stores" appendIcon="store">Find a store</Button> },
  { name: 'disabled', render: () => <Button disabled>Sold out</Button> },
  { name: 'disabled link renders a button', render: () => <Button tag="a" href="#never" disabled>Not available</Button> },
];

export const TEXT_LINK_EXAMPLES: WidgetExample[] = [
  { name: 'placeholder text', render: () => <TextLink href="#top" /> },
  { name: 'primary medium, icon appended', render: () => <TextLink href="#conditions">Voucher conditions</TextLink> },
  { name: 'secondary', render: () => <TextLink variant="secondary" href="#privacy">Privacy</TextLink> },
  {
    name: 'inverse on dark',
    render: () => (
      <div style={{ background: 'var(--sk-color-secondary)', padding: '0.5rem' }}>
        <TextLink variant="inverse" href="#help">Help and contact</TextLink>
      </div>
    ),
  },
  { name: 'small', render: () => <TextLink size="small" href="#terms">Terms</TextLink> },
  { name: 'large', render: () => <TextLink size="large" href="#all">All offers</TextLink> },
  { name: 'icon prepended', render: () => <TextLink iconPosition="prepend" icon="arrow-left" href="#back">Back</TextLink> },
  { name: 'no icon', render: () => <TextLink iconPosition="none" href="#more">More</TextLink> },
  { name: 'as button', render: () => <TextLink icon="chevron-down">Show details</TextLink> },
  { name: 'disabled', render: () => <TextLink href="#never" disabled>Unavailable</TextLink> },
];

export const ICON_EXAMPLES: WidgetExample[] = [
  {
    name: 'sizes 12, 16, 24',
    render: () => (
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        {ICON_SIZES.map((size) => (
          <Icon key={size} name="heart" size={size} label={`heart ${size} px`} />
        ))}
      </div>
    ),
  },
  { name: 'scaled 2x', render: () => <Icon name="coffee" size={24} scale={2} label="coffee, 48 px" /> },
  { name: 'themed colour', render: () => <Icon name="star-filled" size={24} currentColor={false} label="favourite" /> },
  {
    name: 'the whole set',
    render: () => (
      <ul className="sk-example-icon-grid">
        {ICON_NAMES.map((name) => (
          <li key={name}>
            <Icon name={name} size={24} />
            <span>{name}</span>
          </li>
        ))}
      </ul>
    ),
  },
];

export const ICON_BUTTON_EXAMPLES: WidgetExample[] = [
  { name: 'plain', render: () => <IconButton icon="heart" label="Add to wish list" /> },
  { name: 'filled 24', render: () => <IconButton icon="basket-add" size={24} variant="filled" label="Add to basket" /> },
  { name: 'outline', render: () => <IconButton icon="share" variant="outline" label="Share" /> },
  { name: 'disabled', render: () => <IconButton icon="delete" label="Remove" disabled /> },
];

export const NOTIFICATION_EXAMPLES: WidgetExample[] = [
  { name: 'error', render: () => <Notification variant="error" title="Sign-up failed">For technical reasons the sign-up is not possible. Please try again later.</Notification> },
  { name: 'success', render: () => <Notification variant="success">Thank you! Please confirm your address from your inbox.</Notification> },
  { name: 'information', render: () => <Notification variant="information">Stores close early on 24 December.</Notification> },
  { name: 'warning', render: () => <Notification variant="warning">Only 2 left in stock.</Notification> },
  {
    name: 'with pictogram',
    render: () => (
      <Notification variant="information" pictogram={<Icon name="gift" size={24} scale={2} />}>
        10 % welcome voucher for your first order.
      </Notification>
    ),
  },
  { name: 'without close icon', render: () => <Notification variant="warning" closable={false}>Preview mode: you are not seeing the live shop.</Notification> },
  { name: 'closed and reopened by its owner', render: () => <ClosableNotificationExample /> },
];

export const BANNER_STRIP_EXAMPLES: WidgetExample[] = [
  { name: 'default', render: () => <BannerStrip>Free delivery from 40 €</BannerStrip> },
  { name: 'default with icon', render: () => <BannerStrip icon="truck">Free delivery from 40 €</BannerStrip> },
  { name: 'loyalty card', render: () => <BannerStrip variant="loyalty-card" icon="loyalty-card">Every 11th coffee in store is free with your card</BannerStrip> },
];

export const LABEL_EXAMPLES: WidgetExample[] = [
  {
    name: 'variants',
    render: () => (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Label>Online only</Label>
        <Label variant="sale">−20 %</Label>
        <Label variant="new">New</Label>
        <Label variant="information">Back soon</Label>
        <Label variant="loyalty-card">Card price</Label>
      </div>
    ),
  },
];

export const FORM_LABEL_EXAMPLES: WidgetExample[] = [
  {
    name: 'required and optional',
    render: () => (
      <div style={{ display: 'grid', gap: '0.25rem' }}>
        <FormLabel htmlFor="sk-example-plain-email" required>
          E-mail address
        </FormLabel>
        <input id="sk-example-plain-email" className="sk-field__input sk-example-native" type="email" required autoComplete="email" />
        <FormLabel htmlFor="sk-example-plain-name" optional>
          First name
        </FormLabel>
        <input id="sk-example-plain-name" className="sk-field__input sk-example-native" autoComplete="given-name" />
      </div>
    ),
  },
];

export const TEXT_INPUT_EXAMPLES: WidgetExample[] = [
  { name: 'empty', render: () => <TextInput label="First name" autoComplete="given-name" /> },
  { name: 'filled, with clear button', render: () => <TextInput label="First name" defaultValue="Anna" autoComplete="given-name" /> },
  { name: 'with hint', render: () => <TextInput label="Customer number" hint="You find it on your loyalty card." /> },
  { name: 'success', render: () => <TextInput label="E-mail address" type="email" defaultValue="anna@example.com" success autoComplete="email" /> },
  {
    name: 'error',
    render: () => <TextInput label="E-mail address" type="email" defaultValue="anna@" error="Please enter a valid e-mail address." required autoComplete="email" />,
  },
  { name: 'required, empty', render: () => <TextInput label="Last name" required autoComplete="family-name" /> },
  { name: 'disabled', render: () => <TextInput label="First name" defaultValue="Anna" disabled /> },
  { name: 'IBAN', render: () => <TextInput label="IBAN" type="iban" defaultValue="DE89 3704 0044 0532 0130 00" /> },
  { name: 'IBAN, letters then digits (footer)', render: () => <TextInput label="IBAN (country letters, then digits)" type="iban-letters-digits" defaultValue="AT61 1904 3002 3457 3201" /> },
  { name: 'date day.month.year', render: () => <TextInput label="Date of birth" type="date-dmy" placeholder="DD.MM.YYYY" autoComplete="bday" /> },
  { name: 'date year.month.day', render: () => <TextInput label="Preview date" type="date-ymd" placeholder="YYYY.MM.DD" /> },
  { name: 'number with maxlength 5', render: () => <TextInput label="Quantity" type="number" maxLength={5} defaultValue="2" /> },
];

export const PASSWORD_INPUT_EXAMPLES: WidgetExample[] = [
  { name: 'login field', render: () => <PasswordInput label="Password" /> },
  { name: 'strength: none yet', render: () => <PasswordInput label="New password" showStrength defaultValue="abc" /> },
  { name: 'strength: weak', render: () => <PasswordInput label="New password" showStrength defaultValue="coffeecup" /> },
  { name: 'strength: good', render: () => <PasswordInput label="New password" showStrength defaultValue="Coffeecup" /> },
  { name: 'strength: strong', render: () => <PasswordInput label="New password" showStrength defaultValue="Coffeecup24" /> },
  { name: 'error', render: () => <PasswordInput label="Password" error="The password is too short." defaultValue="abc" /> },
  { name: 'disabled (toggle ignored)', render: () => <PasswordInput label="Password" disabled defaultValue="secret-password" /> },
];

export const SEARCH_INPUT_EXAMPLES: WidgetExample[] = [
  { name: 'empty', render: () => <SearchInput placeholder="Search the shop" landmarkLabel="Shop search" /> },
  { name: 'with suggestions', render: () => <SearchInput defaultValue="espr" suggestions={['espresso', 'espresso machine', 'espresso cups']} landmarkLabel="Search with suggestions" /> },
  { name: 'visible label', render: () => <SearchInput label="Find a store" labelHidden={false} defaultValue="Hamburg" landmarkLabel="Store search" /> },
];

export const SELECT_EXAMPLES: WidgetExample[] = [
  { name: 'falls back to the first option', render: () => <Select label="Salutation" options={SALUTATIONS} /> },
  { name: 'default value', render: () => <Select label="Salutation" options={SALUTATIONS} defaultValue="MR" /> },
  { name: 'required, with error', render: () => <Select label="Salutation" options={SALUTATIONS} required error="Please choose a salutation." /> },
  { name: 'disabled', render: () => <Select label="Salutation" options={SALUTATIONS} defaultValue="MRS" disabled /> },
];

export const CHECKBOX_EXAMPLES: WidgetExample[] = [
  { name: 'unchecked', render: () => <Checkbox label="Yes, I want personalised offers." /> },
  { name: 'checked', render: () => <Checkbox label="Keep me signed in" defaultChecked /> },
  { name: 'indeterminate', render: () => <Checkbox label="All topics" indeterminate /> },
  { name: 'select all over items', render: () => <SelectAllExample /> },
  {
    name: 'with link and error',
    render: () => (
      <Checkbox
        label={
          <>
            I agree to receive commercial electronic messages (<a href="#consent">details</a>).
          </>
        }
        required
        error="Please agree to receive commercial electronic messages."
      />
    ),
  },
  { name: 'with hint', render: () => <Checkbox label="Newsletter" hint="At most one e-mail a week." /> },
  { name: 'disabled', render: () => <Checkbox label="Already subscribed" defaultChecked disabled /> },
];

export const EXPANDABLE_SECTION_EXAMPLES: WidgetExample[] = [
  { name: 'closed', render: () => <ExpandableSection headingLevel={4} title="Delivery and returns">Free returns within 30 days.</ExpandableSection> },
  { name: 'open', render: () => <ExpandableSection headingLevel={4} title="Payment" defaultOpen>Card, invoice or instalments.</ExpandableSection> },
  { name: 'disabled', render: () => <ExpandableSection headingLevel={4} title="Not available" disabled defaultOpen>Hidden while disabled.</ExpandableSection> },
];

export const EXPANDABLE_TEXT_EXAMPLES: WidgetExample[] = [
  { name: 'short text: no toggle', render: () => <ExpandableText>Roasted in small batches.</ExpandableText> },
  { name: 'long text: collapsed to 96 px', render: () => <ExpandableText>{LONG_TEXT}</ExpandableText> },
];

export const PHONE_NUMBER_INPUT_EXAMPLES: WidgetExample[] = [
  { name: 'Germany', render: () => <PhoneNumberInput label="Phone number" /> },
  { name: 'Turkey with area code', render: () => <PhoneNumberInput label="Phone number" defaultCountry="TR" /> },
  { name: 'error', render: () => <PhoneNumberInput label="Phone number" defaultCountry="AT" required error="Please enter your phone number." /> },
];

export const TEXTS_EXAMPLES: WidgetExample[] = [{ name: 'interface texts of the locale', render: () => <TextsExample /> }];

/** Every widget's examples, in gallery order. */
export const WIDGET_EXAMPLES = {
  Button: BUTTON_EXAMPLES,
  TextLink: TEXT_LINK_EXAMPLES,
  IconButton: ICON_BUTTON_EXAMPLES,
  Icon: ICON_EXAMPLES,
  Notification: NOTIFICATION_EXAMPLES,
  BannerStrip: BANNER_STRIP_EXAMPLES,
  Label: LABEL_EXAMPLES,
  FormLabel: FORM_LABEL_EXAMPLES,
  TextInput: TEXT_INPUT_EXAMPLES,
  PasswordInput: PASSWORD_INPUT_EXAMPLES,
  SearchInput: SEARCH_INPUT_EXAMPLES,
  Select: SELECT_EXAMPLES,
  Checkbox: CHECKBOX_EXAMPLES,
  ExpandableSection: EXPANDABLE_SECTION_EXAMPLES,
  ExpandableText: EXPANDABLE_TEXT_EXAMPLES,
  PhoneNumberInput: PHONE_NUMBER_INPUT_EXAMPLES,
  Texts: TEXTS_EXAMPLES,
} as const satisfies Record<string, WidgetExample[]>;

export type WidgetExampleGroup = keyof typeof WIDGET_EXAMPLES;
