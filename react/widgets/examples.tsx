// Every state each widget can be in: the gallery, the server-render test, the component and browser tests read these lists.
import { useState, type ReactNode } from 'react';
import { connectCheckboxGroup } from '../../core/widgets/checkboxGroup.connect';
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
import { ENGLISH_EXAMPLE_TEXTS as EN, type ExampleTexts } from './examples.texts';
import './examples.css';

// The gallery shows every icon by name.
registerIcons(ALL_ICONS);

export interface WidgetExample {
  /** Unique within its widget; used as test title and gallery heading (English, for developers). */
  name: string;
  /** The example with its content in a locale's words (`exampleTexts(locale)`); English by default. */
  render(t?: ExampleTexts): ReactNode;
}

const longText = (t: ExampleTexts) => (
  <>
    {t.longText.map((paragraph) => (
      <p key={paragraph.slice(0, 16)}>{paragraph}</p>
    ))}
  </>
);

const salutations = (t: ExampleTexts) => [
  { value: '', text: t.pleaseChoose },
  { value: 'MRS', text: t.mrs },
  { value: 'MR', text: t.mr },
  { value: 'DIVERS', text: t.diverse },
  { value: 'COMPANY', text: t.company },
];

function SelectAllExample({ t }: { t: ExampleTexts }) {
  const [items, setItems] = useState([true, false, false]);
  const group = connectCheckboxGroup(items, setItems);
  const names = t.topics;
  return (
    <fieldset className="sk-example-fieldset">
      <legend className="sk-form-label">{t.newsletterTopics}</legend>
      <Checkbox label={t.allTopics} {...group.all} />
      <div style={{ paddingInlineStart: '2rem', display: 'grid', gap: '0.5rem', marginTop: '0.5rem' }}>
        {names.map((name, i) => (
          <Checkbox key={name} label={name} {...group.items[i]} />
        ))}
      </div>
    </fieldset>
  );
}

function ClosableNotificationExample({ t }: { t: ExampleTexts }) {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <Notification variant="success" title={t.saved} open={open} onClose={() => setOpen(false)}>
        {t.settingsSaved}
      </Notification>
      {open ? null : (
        <Button variant="primary-outline" size="small" onClick={() => setOpen(true)}>
          {t.showAgain}
        </Button>
      )}
    </div>
  );
}

function TextsExample({ t }: { t: ExampleTexts }) {
  const texts = useWidgetTexts();
  return (
    // The terms are the keys' names (code), the descriptions the locale's texts.
    <dl className="sk-example-texts">
      <dt>
        <code lang="en">basePrice</code>
      </dt>
      <dd>{texts.basePrice({ quantity: 500, unit: 'g', price: 9.98, baseQuantity: 1000 })}</dd>
      <dt>
        <code lang="en">paging</code>
      </dt>
      <dd>{texts.paging(2, 12)}</dd>
      <dt>
        <code lang="en">energyLabel</code>
      </dt>
      <dd>{texts.energyLabel('A')}</dd>
      <dt>
        <code lang="en">removeFile</code>
      </dt>
      <dd>{texts.removeFile(t.fileName)}</dd>
      <dt>
        <code lang="en">searchSuggestion</code>
      </dt>
      <dd>{texts.searchSuggestion(t.searchTerm)}</dd>
      <dt>
        <code lang="en">backToTop / openMenu / copyCode / codeCopied</code>
      </dt>
      <dd>{[texts.t('backToTop'), texts.t('openMenu'), texts.t('copyCode'), texts.t('codeCopied')].join(' · ')}</dd>
      <dt>
        <code lang="en">previousPage / nextPage / previousSlide / nextSlide / skipList</code>
      </dt>
      <dd>
        {[
          texts.t('previousPage'),
          texts.t('nextPage'),
          texts.t('previousSlide'),
          texts.t('nextSlide'),
          texts.t('skipList'),
        ].join(' · ')}
      </dd>
      <dt>
        <code lang="en">increaseNumber / decreaseNumber</code>
      </dt>
      <dd>{[texts.t('increaseNumber'), texts.t('decreaseNumber')].join(' · ')}</dd>
    </dl>
  );
}

export const BUTTON_EXAMPLES: WidgetExample[] = [
  ...BUTTON_VARIANTS.map((variant) => ({
    name: `variant ${variant}`,
    render: (t = EN) => <Button variant={variant}>{t.addToBasket}</Button>,
  })),
  { name: 'placeholder text', render: () => <Button /> },
  {
    name: 'prepend and append icons',
    render: (t = EN) => (
      <Button prependIcon="basket" appendIcon="arrow-right">
        {t.toBasket}
      </Button>
    ),
  },
  { name: 'small', render: (t = EN) => <Button size="small">{t.apply}</Button> },
  { name: 'full width', render: (t = EN) => <Button width="full">{t.subscribe}</Button> },
  { name: 'full width on phones', render: (t = EN) => <Button width="full-mobile">{t.continue}</Button> },
  {
    name: 'submit type',
    render: (t = EN) => (
      <Button type="submit" form="sk-example-none">
        {t.send}
      </Button>
    ),
  },
  {
    name: 'as link',
    render: (t = EN) => (
      <Button tag="a" href="#stores" appendIcon="store">
        {t.findStore}
      </Button>
    ),
  },
  { name: 'disabled', render: (t = EN) => <Button disabled>{t.soldOut}</Button> },
  {
    name: 'disabled link renders a button',
    render: (t = EN) => (
      <Button tag="a" href="#never" disabled>
        {t.notAvailable}
      </Button>
    ),
  },
];

export const TEXT_LINK_EXAMPLES: WidgetExample[] = [
  { name: 'placeholder text', render: () => <TextLink href="#top" /> },
  {
    name: 'primary medium, icon appended',
    render: (t = EN) => <TextLink href="#conditions">{t.voucherConditions}</TextLink>,
  },
  {
    name: 'secondary',
    render: (t = EN) => (
      <TextLink variant="secondary" href="#privacy">
        {t.privacy}
      </TextLink>
    ),
  },
  {
    name: 'inverse on dark',
    render: (t = EN) => (
      <div style={{ background: 'var(--sk-color-secondary)', padding: '0.5rem' }}>
        <TextLink variant="inverse" href="#help">
          {t.helpContact}
        </TextLink>
      </div>
    ),
  },
  {
    name: 'small',
    render: (t = EN) => (
      <TextLink size="small" href="#terms">
        {t.terms}
      </TextLink>
    ),
  },
  {
    name: 'large',
    render: (t = EN) => (
      <TextLink size="large" href="#all">
        {t.allOffers}
      </TextLink>
    ),
  },
  {
    name: 'icon prepended',
    render: (t = EN) => (
      <TextLink iconPosition="prepend" icon="arrow-left" href="#back">
        {t.back}
      </TextLink>
    ),
  },
  {
    name: 'no icon',
    render: (t = EN) => (
      <TextLink iconPosition="none" href="#more">
        {t.more}
      </TextLink>
    ),
  },
  { name: 'as button', render: (t = EN) => <TextLink icon="chevron-down">{t.showDetails}</TextLink> },
  {
    name: 'disabled',
    render: (t = EN) => (
      <TextLink href="#never" disabled>
        {t.unavailable}
      </TextLink>
    ),
  },
];

export const ICON_EXAMPLES: WidgetExample[] = [
  {
    name: 'sizes 12, 16, 24',
    render: (t = EN) => (
      <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        {ICON_SIZES.map((size) => (
          <Icon key={size} name="heart" size={size} label={`${t.heart} ${size} px`} />
        ))}
      </div>
    ),
  },
  { name: 'scaled 2x', render: (t = EN) => <Icon name="coffee" size={24} scale={2} label={t.coffeeLarge} /> },
  {
    name: 'themed colour',
    render: (t = EN) => <Icon name="star-filled" size={24} currentColor={false} label={t.favourite} />,
  },
  {
    name: 'the whole set',
    render: () => (
      // The icons' names are code: English.
      <ul className="sk-example-icon-grid" lang="en">
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
  { name: 'plain', render: (t = EN) => <IconButton icon="heart" label={t.addToWishList} /> },
  {
    name: 'filled 24',
    render: (t = EN) => <IconButton icon="basket-add" size={24} variant="filled" label={t.addToBasket} />,
  },
  { name: 'outline', render: (t = EN) => <IconButton icon="share" variant="outline" label={t.share} /> },
  { name: 'disabled', render: (t = EN) => <IconButton icon="delete" label={t.remove} disabled /> },
];

export const NOTIFICATION_EXAMPLES: WidgetExample[] = [
  {
    name: 'error',
    render: (t = EN) => (
      <Notification variant="error" title={t.signupFailedTitle}>
        {t.signupFailed}
      </Notification>
    ),
  },
  { name: 'success', render: (t = EN) => <Notification variant="success">{t.confirmInbox}</Notification> },
  { name: 'information', render: (t = EN) => <Notification variant="information">{t.storesClose}</Notification> },
  { name: 'warning', render: (t = EN) => <Notification variant="warning">{t.lowStock}</Notification> },
  {
    name: 'with pictogram',
    render: (t = EN) => (
      <Notification variant="information" pictogram={<Icon name="gift" size={24} scale={2} />}>
        {t.welcomeVoucher}
      </Notification>
    ),
  },
  {
    name: 'without close icon',
    render: (t = EN) => (
      <Notification variant="warning" closable={false}>
        {t.previewMode}
      </Notification>
    ),
  },
  { name: 'closed and reopened by its owner', render: (t = EN) => <ClosableNotificationExample t={t} /> },
];

export const BANNER_STRIP_EXAMPLES: WidgetExample[] = [
  { name: 'default', render: (t = EN) => <BannerStrip>{t.freeDelivery}</BannerStrip> },
  { name: 'default with icon', render: (t = EN) => <BannerStrip icon="truck">{t.freeDelivery}</BannerStrip> },
  {
    name: 'loyalty card',
    render: (t = EN) => (
      <BannerStrip variant="loyalty-card" icon="loyalty-card">
        {t.everyEleventh}
      </BannerStrip>
    ),
  },
];

export const LABEL_EXAMPLES: WidgetExample[] = [
  {
    name: 'variants',
    render: (t = EN) => (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Label>{t.onlineOnly}</Label>
        <Label variant="sale">−20 %</Label>
        <Label variant="new">{t.labelNew}</Label>
        <Label variant="information">{t.backSoon}</Label>
        <Label variant="loyalty-card">{t.cardPrice}</Label>
      </div>
    ),
  },
];

export const FORM_LABEL_EXAMPLES: WidgetExample[] = [
  {
    name: 'required and optional',
    render: (t = EN) => (
      <div style={{ display: 'grid', gap: '0.25rem' }}>
        <FormLabel htmlFor="sk-example-plain-email" required>
          {t.email}
        </FormLabel>
        <input
          id="sk-example-plain-email"
          className="sk-field__input sk-example-native"
          type="email"
          required
          autoComplete="email"
        />
        <FormLabel htmlFor="sk-example-plain-name" optional>
          {t.firstName}
        </FormLabel>
        <input id="sk-example-plain-name" className="sk-field__input sk-example-native" autoComplete="given-name" />
      </div>
    ),
  },
];

export const TEXT_INPUT_EXAMPLES: WidgetExample[] = [
  { name: 'empty', render: (t = EN) => <TextInput label={t.firstName} autoComplete="given-name" /> },
  {
    name: 'filled, with clear button',
    render: (t = EN) => <TextInput label={t.firstName} defaultValue="Anna" autoComplete="given-name" />,
  },
  { name: 'with hint', render: (t = EN) => <TextInput label={t.customerNumber} hint={t.customerNumberHint} /> },
  {
    name: 'success',
    render: (t = EN) => (
      <TextInput label={t.email} type="email" defaultValue="anna@example.com" success autoComplete="email" />
    ),
  },
  {
    name: 'error',
    render: (t = EN) => (
      <TextInput
        label={t.email}
        type="email"
        defaultValue="anna@"
        error={t.invalidEmail}
        required
        autoComplete="email"
      />
    ),
  },
  { name: 'required, empty', render: (t = EN) => <TextInput label={t.lastName} required autoComplete="family-name" /> },
  { name: 'disabled', render: (t = EN) => <TextInput label={t.firstName} defaultValue="Anna" disabled /> },
  { name: 'IBAN', render: () => <TextInput label="IBAN" type="iban" defaultValue="DE89 3704 0044 0532 0130 00" /> },
  {
    name: 'IBAN, letters then digits (footer)',
    render: (t = EN) => (
      <TextInput label={t.ibanLettersDigits} type="iban-letters-digits" defaultValue="AT61 1904 3002 3457 3201" />
    ),
  },
  {
    name: 'date day.month.year',
    render: (t = EN) => (
      <TextInput label={t.birthDate} type="date-dmy" placeholder={t.dmyPlaceholder} autoComplete="bday" />
    ),
  },
  {
    name: 'date year.month.day',
    render: (t = EN) => <TextInput label={t.previewDate} type="date-ymd" placeholder={t.ymdPlaceholder} />,
  },
  {
    name: 'number with maxlength 5',
    render: (t = EN) => <TextInput label={t.quantity} type="number" maxLength={5} defaultValue="2" />,
  },
];

export const PASSWORD_INPUT_EXAMPLES: WidgetExample[] = [
  { name: 'login field', render: (t = EN) => <PasswordInput label={t.password} /> },
  {
    name: 'strength: none yet',
    render: (t = EN) => <PasswordInput label={t.newPassword} showStrength defaultValue="abc" />,
  },
  {
    name: 'strength: weak',
    render: (t = EN) => <PasswordInput label={t.newPassword} showStrength defaultValue="coffeecup" />,
  },
  {
    name: 'strength: good',
    render: (t = EN) => <PasswordInput label={t.newPassword} showStrength defaultValue="Coffeecup" />,
  },
  {
    name: 'strength: strong',
    render: (t = EN) => <PasswordInput label={t.newPassword} showStrength defaultValue="Coffeecup24" />,
  },
  {
    name: 'error',
    render: (t = EN) => <PasswordInput label={t.password} error={t.passwordTooShort} defaultValue="abc" />,
  },
  {
    name: 'disabled (toggle ignored)',
    render: (t = EN) => <PasswordInput label={t.password} disabled defaultValue="secret-password" />,
  },
];

export const SEARCH_INPUT_EXAMPLES: WidgetExample[] = [
  { name: 'empty', render: (t = EN) => <SearchInput placeholder={t.searchShop} landmarkLabel={t.shopSearch} /> },
  {
    name: 'with suggestions',
    render: (t = EN) => (
      <SearchInput defaultValue="espr" suggestions={t.suggestions} landmarkLabel={t.searchWithSuggestions} />
    ),
  },
  {
    name: 'visible label',
    render: (t = EN) => (
      <SearchInput label={t.findStore} labelHidden={false} defaultValue={t.city} landmarkLabel={t.storeSearch} />
    ),
  },
];

export const SELECT_EXAMPLES: WidgetExample[] = [
  {
    name: 'falls back to the first option',
    render: (t = EN) => <Select label={t.salutation} options={salutations(t)} />,
  },
  {
    name: 'default value',
    render: (t = EN) => <Select label={t.salutation} options={salutations(t)} defaultValue="MR" />,
  },
  {
    name: 'required, with error',
    render: (t = EN) => <Select label={t.salutation} options={salutations(t)} required error={t.chooseSalutation} />,
  },
  {
    name: 'disabled',
    render: (t = EN) => <Select label={t.salutation} options={salutations(t)} defaultValue="MRS" disabled />,
  },
];

export const CHECKBOX_EXAMPLES: WidgetExample[] = [
  { name: 'unchecked', render: (t = EN) => <Checkbox label={t.personalOffers} /> },
  { name: 'checked', render: (t = EN) => <Checkbox label={t.keepSignedIn} defaultChecked /> },
  { name: 'indeterminate', render: (t = EN) => <Checkbox label={t.allTopics} indeterminate /> },
  { name: 'select all over items', render: (t = EN) => <SelectAllExample t={t} /> },
  {
    name: 'with link and error',
    render: (t = EN) => (
      <Checkbox
        label={
          <>
            {t.commercialConsent} (<a href="#consent">{t.details}</a>).
          </>
        }
        required
        error={t.commercialConsentError}
      />
    ),
  },
  { name: 'with hint', render: (t = EN) => <Checkbox label={t.newsletter} hint={t.oneMailAWeek} /> },
  { name: 'disabled', render: (t = EN) => <Checkbox label={t.alreadySubscribed} defaultChecked disabled /> },
];

export const EXPANDABLE_SECTION_EXAMPLES: WidgetExample[] = [
  {
    name: 'closed',
    render: (t = EN) => (
      <ExpandableSection headingLevel={4} title={t.deliveryReturns}>
        {t.freeReturns}
      </ExpandableSection>
    ),
  },
  {
    name: 'open',
    render: (t = EN) => (
      <ExpandableSection headingLevel={4} title={t.payment} defaultOpen>
        {t.paymentMethods}
      </ExpandableSection>
    ),
  },
  {
    name: 'disabled',
    render: (t = EN) => (
      <ExpandableSection headingLevel={4} title={t.notAvailable} disabled defaultOpen>
        {t.hiddenWhileDisabled}
      </ExpandableSection>
    ),
  },
];

export const EXPANDABLE_TEXT_EXAMPLES: WidgetExample[] = [
  { name: 'short text: no toggle', render: (t = EN) => <ExpandableText>{t.roasted}</ExpandableText> },
  { name: 'long text: collapsed to 96 px', render: (t = EN) => <ExpandableText>{longText(t)}</ExpandableText> },
];

export const PHONE_NUMBER_INPUT_EXAMPLES: WidgetExample[] = [
  { name: 'Germany', render: (t = EN) => <PhoneNumberInput label={t.phoneNumber} /> },
  { name: 'Turkey with area code', render: (t = EN) => <PhoneNumberInput label={t.phoneNumber} defaultCountry="TR" /> },
  {
    name: 'error',
    render: (t = EN) => <PhoneNumberInput label={t.phoneNumber} defaultCountry="AT" required error={t.enterPhone} />,
  },
];

export const TEXTS_EXAMPLES: WidgetExample[] = [
  { name: 'interface texts of the locale', render: (t = EN) => <TextsExample t={t} /> },
];

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
