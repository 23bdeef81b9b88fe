import { Link } from 'react-router';
import { pageTitle } from '../../../../common/brand';
import { publicPage } from '../../../../common/public-pages';
import { paths } from '../../../../common/paths';
import { TextAreaField, TextField } from '../../components/form';
import { ContactForm } from './contact/ContactFields';
import { RESPONSE_PROMISE } from './contact/contactOptions';
import { useContactForm } from './contact/useContactForm';
import { SupportEmailLink } from './contact/SupportEmailLink';
import { Panel } from '../../components/Section';

const EMPTY = { name: '', email: '', subject: '', message: '', phone: '', company: '', website: '' };

function ContactPage() {
  const contact = useContactForm(EMPTY, (values) => values);
  const { bind } = contact;

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
          <ContactForm
            contact={contact}
            submitLabel="Send Message"
            sent={{
              title: 'Message Sent!',
              again: 'Send Another Message',
              text: `Thank you. Your message is in our support inbox; ${RESPONSE_PROMISE.toLowerCase()}`,
            }}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Name" required autoComplete="name" {...bind('name')} />
              <TextField label="Email" type="email" required autoComplete="email" {...bind('email')} />
              <TextField label="Phone" optional type="tel" autoComplete="tel" {...bind('phone')} />
              <TextField label="Company" optional autoComplete="organization" {...bind('company')} />
            </div>
            <TextField label="Subject" required {...bind('subject')} />
            <TextAreaField label="Message" required rows={6} {...bind('message')} />
          </ContactForm>
        </div>
        <aside className="space-y-6">
          <Panel id="email-support" title="Email support" size="lg">
            <SupportEmailLink />
            <p className="mt-2 text-sm text-stone-600">
              Every message lands in our support inbox, and we reply by email to the address you give.{' '}
              {RESPONSE_PROMISE} On your event day, put “urgent” in the subject and we look first.
            </p>
          </Panel>
          <Panel id="quick-links" title="Quick answers" size="lg">
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
          </Panel>
        </aside>
      </div>
    </div>
  );
}

export { ContactPage as Component };
