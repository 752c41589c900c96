import { Link } from 'react-router-dom';
import {
  SELLER_POLICY as P,
  type SellerProfile,
  sellerAddressLines,
  POLICY_TEXTS as T,
} from 'shared/contracts';
import { PolicyPage } from '../components/PolicyPage';
import { Facts, SellerDetails } from '../components/SellerDetails';

/*
 * The seven policy pages (docs/product.md#seller-and-policies). Facts and numbers come from
 * `SELLER_POLICY` / `POLICY_TEXTS` (shared/src/contracts/seller.ts), the seller's details from
 * the `seller_profile` row.
 */

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

function Contact({ seller }: { seller: SellerProfile }) {
  return (
    <>
      <dt>E-mail</dt>
      <dd>
        <a href={`mailto:${seller.support_email}`}>{seller.support_email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={telHref(seller.support_phone)}>{seller.support_phone}</a>
      </dd>
    </>
  );
}

function GrievanceContact({ seller }: { seller: SellerProfile }) {
  return (
    <>
      {seller.grievance_officer_name}, Grievance Officer, at{' '}
      <a href={`mailto:${seller.grievance_officer_email}`}>{seller.grievance_officer_email}</a> or{' '}
      <a href={telHref(seller.grievance_officer_phone)}>{seller.grievance_officer_phone}</a>
    </>
  );
}

/** /about-seller: legal name, trade name, registered address, GSTIN, contact. */
export function AboutSellerPage() {
  return (
    <PolicyPage
      path="/about-seller"
      intro="Everything sold on this site is sold by one company, named below. It is the seller on your order and on its tax invoice."
    >
      <section aria-labelledby="seller-details">
        <h2 id="seller-details">Seller details</h2>
        <SellerDetails>
          {(seller) => (
            <Facts>
              <dt>Legal name</dt>
              <dd>{seller.legal_name}</dd>
              <dt>Trade name</dt>
              <dd>{seller.trade_name}</dd>
              <dt>Registered address</dt>
              <dd>
                {sellerAddressLines(seller).map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </dd>
              <dt>GSTIN</dt>
              <dd>{seller.gstin}</dd>
              <Contact seller={seller} />
            </Facts>
          )}
        </SellerDetails>
      </section>
      <section aria-labelledby="seller-what">
        <h2 id="seller-what">What we sell</h2>
        <p>
          New, refurbished and pre-owned consoles, gaming PCs and laptops, PC parts, monitors, accessories and
          games, plus console and PC repair, PS4/PS5 game loading and price-match offers. We deliver and pick
          up in {P.shipping.serviceArea}.
        </p>
        <p>
          Complaints: see <Link to="/grievance-officer">Grievance Officer</Link>.
        </p>
      </section>
    </PolicyPage>
  );
}

/** /grievance-officer: name, e-mail, phone, the 48-hour / one-month promise, the helpline. */
export function GrievanceOfficerPage() {
  return (
    <PolicyPage
      path="/grievance-officer"
      intro="If an order, a return, a refund, a repair or the way we handled your data went wrong and support did not sort it out, write to our grievance officer."
    >
      <section aria-labelledby="grievance-contact">
        <h2 id="grievance-contact">Contact</h2>
        <SellerDetails>
          {(seller) => (
            <Facts>
              <dt>Name</dt>
              <dd>{seller.grievance_officer_name}</dd>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${seller.grievance_officer_email}`}>{seller.grievance_officer_email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(seller.grievance_officer_phone)}>{seller.grievance_officer_phone}</a>
              </dd>
              <dt>Address</dt>
              <dd>
                {seller.legal_name}, {sellerAddressLines(seller).join(', ')}
              </dd>
            </Facts>
          )}
        </SellerDetails>
      </section>
      <section aria-labelledby="grievance-how">
        <h2 id="grievance-how">How we handle a complaint</h2>
        <p>{T.grievancePromise}</p>
        <p>Tell us your order or request id, what happened and what you would like us to do.</p>
      </section>
      <section aria-labelledby="grievance-escalate">
        <h2 id="grievance-escalate">If you are not satisfied</h2>
        <p>
          Call the National Consumer Helpline on {P.nationalConsumerHelpline.phone} or file a complaint at{' '}
          <a href={P.nationalConsumerHelpline.url} rel="noopener noreferrer" target="_blank">
            consumerhelpline.gov.in
          </a>
          . You may also approach the consumer commission of your district.
        </p>
      </section>
    </PolicyPage>
  );
}

/** /returns-and-refunds */
export function ReturnsPage() {
  return (
    <PolicyPage path="/returns-and-refunds">
      <section aria-labelledby="returns-window">
        <h2 id="returns-window">Returns</h2>
        <ul>
          <li>{T.returnWindow}</li>
          <li>{T.defective}</li>
          <li>To start a return, write to support with your order id within the window.</li>
          <li>We pick the item up at the delivery address and check it when it reaches us.</li>
        </ul>
      </section>
      <section aria-labelledby="returns-refunds">
        <h2 id="returns-refunds">Refunds</h2>
        <p>{T.refundTiming}</p>
      </section>
      <section aria-labelledby="returns-shipping">
        <h2 id="returns-shipping">Return shipping</h2>
        <p>{T.returnShipping}</p>
      </section>
      <section aria-labelledby="returns-cancel">
        <h2 id="returns-cancel">Cancelling an order</h2>
        <p>
          You can cancel an order from its details in your order history until it ships; a paid order is then
          refunded in full as above.
        </p>
      </section>
    </PolicyPage>
  );
}

/** /shipping */
export function ShippingPage() {
  return (
    <PolicyPage path="/shipping">
      <section aria-labelledby="shipping-where">
        <h2 id="shipping-where">Where we deliver</h2>
        <p>
          We deliver in {P.shipping.serviceArea} only. Check your PIN code with 'Check Service Area' before
          you order.
        </p>
      </section>
      <section aria-labelledby="shipping-when">
        <h2 id="shipping-when">Cost and time</h2>
        <p>{T.shipping}</p>
        <p>Pickups for repairs and game loading are arranged with you by phone or e-mail.</p>
      </section>
    </PolicyPage>
  );
}

/** /warranty */
export function WarrantyPage() {
  return (
    <PolicyPage path="/warranty">
      <section aria-labelledby="warranty-terms">
        <h2 id="warranty-terms">How long</h2>
        <ul>
          <li>{T.warrantyNew}</li>
          <li>{T.warrantyRefurbished}</li>
          <li>{T.warrantyPreOwned}</li>
        </ul>
      </section>
      <section aria-labelledby="warranty-claim">
        <h2 id="warranty-claim">Making a claim</h2>
        <p>
          For a new item, the manufacturer's service centre handles the claim; we help you reach it. For a
          refurbished or pre-owned item, write to support with your order id: we repair or replace it, or
          refund it if we cannot. The warranty does not cover physical or liquid damage or repairs done
          elsewhere.
        </p>
      </section>
    </PolicyPage>
  );
}

/** /terms */
export function TermsPage() {
  return (
    <PolicyPage path="/terms">
      <section aria-labelledby="terms-who">
        <h2 id="terms-who">Who you buy from</h2>
        <p>
          The seller is named on <Link to="/about-seller">About the Seller</Link>. Prices are in Indian
          rupees; the price and stock are checked again when you place an order.
        </p>
      </section>
      <section aria-labelledby="terms-orders">
        <h2 id="terms-orders">Orders and payment</h2>
        <p>
          You pay online through Razorpay or in cash on delivery. We may cancel an order we cannot fulfil, and
          then refund what you paid in full.
        </p>
      </section>
      <section aria-labelledby="terms-services">
        <h2 id="terms-services">Repairs, game loading and price matches</h2>
        <p>
          A repair or game load request is a request for a quote and a pickup, not yet a contract: we confirm
          the price before we start. We load only games from copies you own. A price-match offer is valid as
          stated in the offer.
        </p>
      </section>
      <section aria-labelledby="terms-policies">
        <h2 id="terms-policies">Returns, warranty and complaints</h2>
        <p>
          See <Link to="/returns-and-refunds">Returns and Refunds</Link>, <Link to="/shipping">Shipping</Link>
          , <Link to="/warranty">Warranty</Link> and <Link to="/grievance-officer">Grievance Officer</Link>.
          These terms are governed by the laws of India.
        </p>
      </section>
    </PolicyPage>
  );
}

/** /privacy: what, why, shared with whom, how long, how to ask for access, correction or deletion. */
export function PrivacyPage() {
  return (
    <PolicyPage
      path="/privacy"
      intro="This notice tells you what personal data we collect, why, who we share it with, how long we keep it and how to ask us to see, correct or delete it."
    >
      <section aria-labelledby="privacy-what">
        <h2 id="privacy-what">What we collect and why</h2>
        <ul>
          <li>
            Your name and e-mail: to create your account, sign you in and send order and request e-mails.
          </li>
          <li>Your phone number and address: to deliver orders and to pick up and return devices.</li>
          <li>Your orders and payments: to deliver, invoice, refund and answer questions about them.</li>
          <li>
            Your repair, game load and price-match requests, and reviews you write: to carry out the service
            and show your history.
          </li>
        </ul>
        <p>We do not sell your data and do not use it for advertising.</p>
      </section>
      <section aria-labelledby="privacy-shared">
        <h2 id="privacy-shared">Who we share it with</h2>
        <ul>
          {P.processors.map((p) => (
            <li key={p.name}>
              {p.name[0]?.toUpperCase()}
              {p.name.slice(1)}: {p.purpose}.
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy-kept">
        <h2 id="privacy-kept">How long we keep it</h2>
        <p>
          Orders and invoices are kept for {P.taxRecordsYears} years, as tax law requires. Your account and
          requests are kept while your account is open; when you ask us to delete your account we delete them,
          except the order records tax law makes us keep.
        </p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">Seeing, correcting or deleting your data</h2>
        <p>
          You can correct your name, phone and address in your profile. To get a copy of your data, correct
          anything else, withdraw consent or delete your account, e-mail our grievance officer:
        </p>
        <SellerDetails>
          {(seller) => (
            <p>
              <GrievanceContact seller={seller} />.
            </p>
          )}
        </SellerDetails>
        <p>{T.grievancePromise}</p>
      </section>
    </PolicyPage>
  );
}
