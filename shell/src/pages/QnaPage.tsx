import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StaticPage, SupportEmail } from './StaticPage';

interface Question {
  question: string;
  answer: ReactNode;
}

interface Topic {
  topic: string;
  questions: Question[];
}

const topics: Topic[] = [
  {
    topic: 'Searching',
    questions: [
      {
        question: 'How do I search for a property?',
        answer: (
          <p>
            Open the search panel from the top bar, choose what you are looking for (for sale, to let, to buy or to rent) and type a town,
            street or postcode. Add a price range, bedrooms or a category if you like, then press Search. Matching adverts appear as pins on
            the map and in the results list.
          </p>
        ),
      },
      {
        question: 'Can I search a specific area instead of a whole town?',
        answer: (
          <p>
            Yes. Use the drawing tool on the map to outline the streets you care about; only adverts inside your shape are shown. Delete the
            shape to search the whole area again.
          </p>
        ),
      },
      {
        question: 'Which countries does Roofline cover?',
        answer: (
          <p>
            Adverts are in the United Kingdom, and the address search also understands places in Ireland and Spain for people moving from
            there. Prices are always shown in pounds.
          </p>
        ),
      },
      {
        question: 'How do I sort the results?',
        answer: <p>Open the results list and pick Newest, Oldest, Lowest Price or Highest Price from the sort menu.</p>,
      },
    ],
  },
  {
    topic: 'Viewings and short stays',
    questions: [
      {
        question: 'How do I book a viewing?',
        answer: (
          <p>
            Sign in, open the advert and choose Book a viewing. Pick a date and a time that suits you; the advertiser is notified and
            confirms or suggests another time. You will find the booking under Bookings in your dashboard.
          </p>
        ),
      },
      {
        question: 'How does reserving a short stay work?',
        answer: (
          <p>
            Short-term lets and rooms can be reserved by the hour or by the night. Choose your dates, the rooms and the number of guests and
            pets; the total, including any cleaning, service or pet fees and discounts, is shown before you confirm. You pay securely once
            the host accepts.
          </p>
        ),
      },
      {
        question: 'Something went wrong with my stay. What should I do?',
        answer: (
          <p>
            Open the booking in your dashboard and choose Raise an issue. Describe what happened; the host sees your message and our team
            follows up if you cannot resolve it together.
          </p>
        ),
      },
      {
        question: 'Can I message an advertiser before booking?',
        answer: (
          <p>
            Yes. Signed-in users can send a message from any advert. Conversations continue in Messages in your dashboard, and you are
            notified when a reply arrives.
          </p>
        ),
      },
    ],
  },
  {
    topic: 'Reviews',
    questions: [
      {
        question: 'Who can leave a review?',
        answer: (
          <p>
            Guests and hosts review each other after a completed booking, and service customers review the service they used. Any signed-in
            user can review a neighbourhood they know.
          </p>
        ),
      },
      {
        question: 'How is the overall rating worked out?',
        answer: (
          <p>
            Each review scores several criteria from 0 to 5 stars. The overall rating is the average of those scores, rounded to one decimal
            place.
          </p>
        ),
      },
      {
        question: 'Can a review be removed?',
        answer: (
          <p>
            We remove reviews that are abusive, reveal personal information or are not about a real experience. If you think a review breaks
            these rules, e-mail <SupportEmail /> with a link to it.
          </p>
        ),
      },
    ],
  },
  {
    topic: 'Advertising and safety',
    questions: [
      {
        question: 'How do I advertise a property or a service?',
        answer: (
          <p>
            Sign in and choose Add Property or Add Service from your menu. Your work is saved as a draft as you go, and you can preview the
            advert before you publish it. See <Link to="/services">Services</Link> for more.
          </p>
        ),
      },
      {
        question: 'How do I report an advert?',
        answer: (
          <p>
            Open the advert and choose Report. Our team checks every report and removes adverts that are misleading, duplicated or
            fraudulent. Never pay a deposit before you have viewed a property or met the advertiser.
          </p>
        ),
      },
      {
        question: 'How do I delete my account?',
        answer: (
          <p>
            E-mail <SupportEmail /> from the address you signed up with. We delete your account and adverts, keeping only what the law
            requires, as our <Link to="/privacy-policy">privacy policy</Link> explains.
          </p>
        ),
      },
    ],
  },
];

export function QnaPage() {
  return (
    <StaticPage title="Questions and answers" intro="Quick answers to the questions we hear most often.">
      {topics.map(({ topic, questions }) => (
        <section key={topic}>
          <h2>{topic}</h2>
          {questions.map(({ question, answer }) => (
            <details key={question} className="qna">
              <summary>{question}</summary>
              {answer}
            </details>
          ))}
        </section>
      ))}
      <p>
        Still stuck? E-mail <SupportEmail /> and we will help.
      </p>
    </StaticPage>
  );
}
