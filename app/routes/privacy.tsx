import { SHARED_PAGE } from "~/lib/seo";
import { displayPhone } from "@rules/store-contact";
import { PageIntro } from "~/components/static/PageIntro";
import { PolicySections, type PolicySection } from "~/components/static/PolicySections";
import { staticPageMeta, useStoreSettings } from "~/components/static/policies";
import { StoreLink } from "~/components/ui/StoreLink";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

export const meta = staticPageMeta("/privacy");

const linkClass = "font-medium text-ink underline hover:text-accent";

export default function Privacy() {
  const { storeName, supportEmail, contact } = useStoreSettings();
  const officer = contact.grievanceOfficer;
  const sections: PolicySection[] = [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <p>
          {storeName} is run by {contact.legalName}, {contact.postalAddress} (GSTIN {contact.gstin}). We decide how the
          personal data you give this store is used, and we answer for it under India&apos;s Digital Personal Data
          Protection Act, 2023 and the Information Technology Act, 2000.
        </p>
      ),
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      body: (
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>When you order:</strong> your name, e-mail, mobile number, delivery address, what you bought and how
            you paid.
          </li>
          <li>
            <strong>When you sign up:</strong> your username, e-mail, and the profile details you choose to add (mobile,
            alternate mobile, gender, date of birth, location, hint name). Your password is stored only as a one-way
            hash.
          </li>
          <li>
            <strong>While you shop:</strong> your cart and wishlist, kept against a cookie or your account.
          </li>
        </ul>
      ),
    },
    {
      id: "how-we-use-it",
      title: "How we use it",
      body: (
        <>
          <p>
            To deliver your order, to tell you about it by e-mail, to handle returns, refunds and questions, to keep
            your account, cart and wishlist, and to keep the store safe from fraud and abuse (for example by limiting
            repeated sign-in attempts).
          </p>
          <p>We do not sell your data and we do not send marketing messages unless you ask for them.</p>
        </>
      ),
    },
    {
      id: "payments",
      title: "Payments",
      body: (
        <p>
          Online payments are made through our payment partner Razorpay. Your card, UPI or bank details go to Razorpay
          directly; we never see or store them. We keep the payment&apos;s reference and status with your order.
        </p>
      ),
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: (
        <p>
          Only those who help us serve you: the courier who delivers your parcel (name, address and mobile number), our
          payment partner, and our e-mail provider. We share data with authorities only when the law requires it.
        </p>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <p>
          We use only the cookies the store needs to work: one that keeps your cart and wishlist, one that keeps you
          signed in, and a short-lived one that carries a message from one page to the next. We use no advertising or
          tracking cookies.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <p>
          Order records are kept for eight years, as India&apos;s tax and accounting laws require. Your account is kept
          until you ask us to delete it. Sign-in sessions expire on their own, and expired ones are deleted.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>
            You may see and correct your details at any time on your{" "}
            <StoreLink to="/account" className={linkClass}>
              account
            </StoreLink>{" "}
            page. To get a copy of your data, to have it deleted, or to withdraw your consent, write to{" "}
            <a href={`mailto:${supportEmail}`} className={linkClass}>
              {supportEmail}
            </a>
            . We answer within 30 days.
          </p>
        </>
      ),
    },
    {
      id: "grievance-officer",
      title: "Grievance officer",
      body: (
        <p>
          For any complaint about your personal data, write to our grievance officer, {officer.name}, at{" "}
          <a href={`mailto:${officer.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
            {officer.email}
          </a>{" "}
          or call {displayPhone(officer.phone)}. The officer acknowledges a complaint within 48 hours and resolves it
          within one month.
        </p>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        eyebrow="Policies"
        title="Privacy Policy"
        lead={
          <p>
            What {storeName} does with the personal data you give it: what we collect, why, who sees it, how long we
            keep it and how you stay in control.
          </p>
        }
      />
      <PolicySections sections={sections} />
    </>
  );
}
