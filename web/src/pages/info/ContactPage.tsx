import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { pageTitle } from '../../brand';
import { publicPage } from '../../content/publicPages';
import { paths } from '../../paths';
import { ContactInput, ContactTextArea, Honeypot, SentNotice } from './contact/ContactFields';
import { CONTACT_MAX, RESPONSE_PROMISE } from './contact/contactOptions';
import { useContactForm } from './contact/useContactForm';

const EMPTY = { name: '', email: '', subject: '', message: '', phone: '', company: '', website: '' };

function ContactPage() {
  const [form, setForm] = useState(EMPTY);
  const { state, error, fieldErrors, send, reset } = useContactForm();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(form)) setForm(EMPTY);
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{pageTitle(publicPage('/contact').title ?? undefined)}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-stone-600">
        A question about your event, a guest who cannot upload, a photo that should not be there: write to us.{' '}
        {RESPONSE_PROMISE}
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {state === 'sent' ? (
            <SentNotice title="Message Sent!" again="Send Another Message" onAgain={reset}>
              Thank you. Your message is in our support inbox; {RESPONSE_PROMISE.toLowerCase()}
            </SentNotice>
          ) : (
            <form
              className="relative space-y-5 rounded-2xl border border-stone-200 bg-white p-6"
              onSubmit={(event) => void submit(event)}
              noValidate={false}
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <ContactInput
                  label="Name"
                  required
                  autoComplete="name"
                  maxLength={CONTACT_MAX.name}
                  value={form.name}
                  onChange={set('name')}
                  error={fieldErrors.name}
                />
                <ContactInput
                  label="Email"
                  type="email"
                  required
                  autoComplete="email"
                  maxLength={CONTACT_MAX.email}
                  value={form.email}
                  onChange={set('email')}
                  error={fieldErrors.email}
                />
                <ContactInput
                  label="Phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={CONTACT_MAX.phone}
                  value={form.phone}
                  onChange={set('phone')}
                  error={fieldErrors.phone}
                />
                <ContactInput
                  label="Company"
                  autoComplete="organization"
                  maxLength={CONTACT_MAX.company}
                  value={form.company}
                  onChange={set('company')}
                  error={fieldErrors.company}
                />
              </div>
              <ContactInput
                label="Subject"
                required
                maxLength={CONTACT_MAX.subject}
                value={form.subject}
                onChange={set('subject')}
                error={fieldErrors.subject}
              />
              <ContactTextArea
                label="Message"
                required
                maxLength={CONTACT_MAX.message}
                value={form.message}
                onChange={set('message')}
                error={fieldErrors.message}
              />
              <Honeypot value={form.website} onChange={set('website')} />
              {error && (
                <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                  {error}
                </p>
              )}
              <button type="submit" className="btn-primary" disabled={state === 'submitting'}>
                {state === 'submitting' ? 'Sending...' : 'Send Message'}
              </button>
            </form>
          )}
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="email-support" className="rounded-2xl border border-stone-200 bg-white p-6">
            <h2 id="email-support" className="font-semibold text-stone-900">
              Email support
            </h2>
            <p className="mt-2 text-sm text-stone-600">
              Every message lands in our support inbox, and we reply by email to the address you give.{' '}
              {RESPONSE_PROMISE} On your event day, put “urgent” in the subject and we look first.
            </p>
          </section>
          <section aria-labelledby="quick-links" className="rounded-2xl border border-stone-200 bg-white p-6">
            <h2 id="quick-links" className="font-semibold text-stone-900">
              Quick answers
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <Link to={paths.help.href()} className="text-link">
                  Help Center
                </Link>{' '}
                – uploads, PINs, RSVPs and moderation
              </li>
              <li>
                <Link to={paths.docs.href()} className="text-link">
                  Documentation
                </Link>{' '}
                – guides and the API
              </li>
              <li>
                <Link to={paths.status.href()} className="text-link">
                  System Status
                </Link>{' '}
                – is everything running?
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}

export { ContactPage as Component };
