/** Word banks for seeded names, streets and texts. */

export const FIRST_NAMES = [
  'Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Noah', 'Mia', 'Jack', 'Ivy', 'Leo', 'Lily', 'Arthur', 'Isabella',
  'Muhammad', 'Rosie', 'Oscar', 'Sophia', 'Charlie', 'Grace', 'Jacob', 'Freya', 'Thomas', 'Florence', 'Henry', 'Willow',
  'William', 'Emily', 'Alfie', 'Ella', 'Joshua', 'Poppy', 'Freddie', 'Evie', 'Archie', 'Sienna', 'Theo', 'Alice',
  'Isaac', 'Daisy', 'Aarav', 'Priya', 'Kwame', 'Amara', 'Ciaran', 'Niamh', 'Rhys', 'Carys', 'Callum', 'Eilidh', 'Mateo',
  'Lucia', 'Tomasz', 'Zofia', 'Yusuf', 'Aisha', 'Sean', 'Aoife', 'Hamish', 'Morag',
];

export const SURNAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright',
  'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Khan', 'Lewis',
  'Harris', 'Martin', 'Cooper', 'King', 'Lee', 'Baker', 'Harrison', 'Morgan', 'Allen', 'James', 'Scott', 'Phillips',
  'Watson', 'Davis', 'Parker', 'Price', 'Bennett', 'Young', 'Griffiths', 'Mitchell', 'Kelly', 'Cook', 'Carter',
  'Richardson', 'Bailey', 'Collins', 'Bell', 'Shah', 'Murphy', "O'Brien", 'Campbell', 'MacDonald', 'Hughes', 'Okafor',
  'Mensah', 'Nowak', 'Garcia',
];

export const STREET_NAMES = [
  'High', 'Church', 'Station', 'Victoria', 'Park', 'Green', 'Manor', 'Mill', 'Queens', 'Kings', 'Grange', 'Windsor',
  'Albert', 'York', 'Springfield', 'Chestnut', 'Elm', 'Oak', 'Willow', 'Beech', 'Highfield', 'Richmond', 'Alexandra',
  'Cedar', 'Riverside', 'Orchard', 'Meadow', 'Stanley', 'Brook', 'Cromwell', 'Nelson', 'Wellington', 'Clarence',
  'Lansdowne', 'Grosvenor', 'St John\'s', 'Market', 'Bridge', 'Castle', 'Abbey', 'Hillside', 'Cambridge', 'Howard',
  'Mount Pleasant', 'Westfield', 'Ashgrove', 'Hawthorn', 'Rosebery', 'Tennyson', 'Shakespeare',
];

export const STREET_SUFFIXES = ['Road', 'Street', 'Avenue', 'Lane', 'Close', 'Gardens', 'Crescent', 'Way', 'Place', 'Terrace', 'Grove', 'Drive', 'Mews', 'Square'];

export const COMPANY_PATTERNS = [
  (s: string, _c: string) => `${s} & Co Estate Agents`,
  (_s: string, c: string) => `${c} Lettings`,
  (s: string, _c: string) => `${s} Property Management`,
  (s: string, _c: string) => `${s} Residential`,
  (_s: string, c: string) => `${c} Homes & Lettings`,
  (s: string, _c: string) => `${s} Commercial Property`,
  (s: string, _c: string) => `${s} Holiday Lets`,
];

export const DESCRIPTION_OPENERS = [
  'A beautifully presented {what} in the heart of {area}, moments from local shops, cafés and transport links.',
  'Set on a quiet tree-lined street in {area}, this {what} offers generous, light-filled accommodation throughout.',
  'An exciting opportunity to secure a well-proportioned {what} in sought-after {area}.',
  'Offered in excellent condition, this {what} in {area} combines period character with modern comfort.',
  'Welcome to this bright and spacious {what}, a short walk from {area} station and the high street.',
  'Tucked away in a popular part of {area}, this {what} has been thoughtfully updated by the current owners.',
];

export const DESCRIPTION_MIDDLES = [
  'The accommodation comprises a welcoming entrance hall, a generous reception room and a modern fitted kitchen with integrated appliances.',
  'Large sash windows fill the rooms with natural light, and original features include fireplaces, cornicing and wooden floors.',
  'Outside there is a well-maintained garden with a patio, ideal for summer evenings and entertaining.',
  'The property benefits from double glazing and gas central heating throughout, with a recently serviced boiler.',
  'Local amenities include independent shops, parks, well-regarded schools and a good choice of restaurants.',
  'Excellent transport links put the city centre within easy reach by bus, rail and bicycle.',
];

export const DESCRIPTION_CLOSERS = [
  'Early viewing is highly recommended.',
  'Contact us today to arrange a viewing.',
  'Available now; please get in touch with any questions.',
  'An ideal home for first-time buyers, families or investors alike.',
];

export const HOUSE_RULES = [
  'No smoking inside the property',
  'No parties or events without prior agreement',
  'Quiet hours between 22:00 and 08:00',
  'Please remove shoes indoors',
  'Pets only by prior arrangement',
  'Recycling goes in the blue bins',
  'Maximum occupancy must be respected',
  'No unregistered guests',
  'Please lock all doors and windows when leaving',
  'Check-out by the agreed time, please',
];

export const HOST_REVIEW_TEXTS = [
  'Lovely host, very responsive and the place was spotless.',
  'Great location and everything was as described. Would stay again.',
  'Check-in was easy and the host left clear instructions.',
  'Comfortable stay, although the wifi was a little slow.',
  'Fantastic value for money and a really warm welcome.',
  'The flat was clean and quiet; the host recommended great local restaurants.',
];

export const GUEST_REVIEW_TEXTS = [
  'A considerate guest who left the place tidy.',
  'Great communication and followed all the house rules.',
  'Friendly and respectful, welcome back any time.',
  'Arrived a little late but kept us informed throughout.',
  'Ideal guests, highly recommended to other hosts.',
];

export const SERVICE_REVIEW_TEXTS = [
  'Turned up on time, explained the job and did excellent work.',
  'Very professional and tidied up afterwards.',
  'Fair price and quick response to my enquiry.',
  'Good work, though it took a little longer than quoted.',
  'Would definitely use again and recommend to neighbours.',
];

export const NEIGHBOURHOOD_REVIEW_TEXTS = [
  'Friendly neighbours and a great community feel.',
  'Plenty of shops and cafés within walking distance.',
  'Quiet residential streets, feels safe at night.',
  'Good schools nearby and lots of green space for children.',
  'Busy high street, can be noisy at weekends but very convenient.',
  'Excellent transport links into the city centre.',
];
