import { StaticPage, SupportEmail } from './StaticPage';

export function CareersPage() {
  return (
    <StaticPage title="Careers" intro="Roofline is built by a small product team. We hire rarely, carefully, and for the long term.">
      <section>
        <h2>How we work</h2>
        <ul>
          <li>One team owns the whole product: the map, the adverts, bookings, payments and the apps behind them.</li>
          <li>We ship small changes often and watch how people use them before we build the next thing.</li>
          <li>Everyone spends time on support, because that is where we learn what to fix.</li>
          <li>We work remotely across the UK, and meet in person a few times a year.</li>
        </ul>
      </section>
      <section>
        <h2>What we use</h2>
        <p>
          TypeScript end to end: React in the browser, split into independently released parts, and a Node.js API on PostgreSQL. Maps,
          realtime messaging and payments are a large part of the work.
        </p>
      </section>
      <section>
        <h2>Open roles</h2>
        <p>
          We have no open roles at the moment. We are always glad to hear from front-end and back-end engineers, product designers, and
          people with experience of lettings, property management or customer support.
        </p>
        <p>
          Write to <SupportEmail /> with the subject &ldquo;Careers&rdquo;, a few lines about yourself and a link to work you are proud of.
          We read everything and reply to everyone.
        </p>
      </section>
      <section>
        <h2>What we offer</h2>
        <ul>
          <li>A salary we publish in every job advert, reviewed every year.</li>
          <li>28 days&rsquo; holiday plus bank holidays, and a learning budget.</li>
          <li>A laptop of your choice and a contribution to your home office.</li>
          <li>Enhanced parental leave and flexible hours.</li>
        </ul>
      </section>
    </StaticPage>
  );
}
