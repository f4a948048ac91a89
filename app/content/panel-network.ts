/**
 * The panel series' community on /gcc-panel: speakers of earlier editions and the clients of our
 * network. Placeholder names of our own; the logos are drawn from `monogram` and `colour`.
 */
export type PastSpeaker = { name: string; title: string; company: string };

export const pastSpeakers = [
  { name: "Anita Sharma", title: "CHRO", company: "Corvane Systems" },
  { name: "Vikram Sethi", title: "Managing Director, GCC", company: "Kairos Capital" },
  { name: "Meera Pillai", title: "Head of Talent", company: "Medivista Health" },
  { name: "Rohit Bansal", title: "VP Engineering", company: "Tessera Learning" },
  { name: "Nisha Verma", title: "Director, People Operations", company: "Bluepeak Logistics" },
  { name: "Arvind Krishnan", title: "CTO", company: "Forgeline Industries" },
  { name: "Farah Khan", title: "Head of Diversity & Inclusion", company: "Quantora" },
  { name: "Deepak Joshi", title: "Site Leader", company: "Helixa Health" },
  { name: "Lakshmi Narayan", title: "VP, Workforce Planning", company: "Lumen Retail" },
  { name: "Sameer Gupta", title: "Founder & CEO", company: "Brightpath" },
  { name: "Elena Novak", title: "Global Head of Recruiting", company: "Nimbus Grid" },
  { name: "Harish Reddy", title: "Chief Digital Officer", company: "Pinecrest Bank" },
  { name: "Pooja Malhotra", title: "Talent Acquisition Lead", company: "Aurora Telecom" },
  { name: "James Whitfield", title: "Partner, Workforce Advisory", company: "Sable & Co" },
  { name: "Kiran Desai", title: "Head of Learning", company: "Stratus" },
  { name: "Aditya Rao", title: "Director of Engineering", company: "Novacore" },
  { name: "Sunita Menon", title: "HR Business Partner", company: "Meridian Pharma" },
  { name: "Rajesh Iyer", title: "COO", company: "Orbital" },
  { name: "Tanvi Shah", title: "Employer Brand Lead", company: "Harbor Media" },
  { name: "Mohammed Ali", title: "Head of Delivery", company: "Ironclad" },
  { name: "Gayatri Kulkarni", title: "VP, People", company: "Greenleaf Foods" },
  { name: "Nikhil Chawla", title: "Head of AI Programmes", company: "Polaris Mobility" },
] satisfies Array<PastSpeaker>;

export type NetworkClient = {
  name: string;
  category: string;
  description: string;
  monogram: string;
  /** Brand colour (hex), dark enough for a white monogram. */
  colour: string;
};

export const networkClients = [
  {
    name: "Corvane Systems",
    category: "IT Services",
    description: "Software delivery for banks and insurers.",
    monogram: "C",
    colour: "#4338ca",
  },
  {
    name: "Kairos Capital",
    category: "Fintech",
    description: "Payments and lending platforms at scale.",
    monogram: "K",
    colour: "#047857",
  },
  {
    name: "Medivista Health",
    category: "Healthcare",
    description: "Hospital software and telehealth services.",
    monogram: "M",
    colour: "#0e7490",
  },
  {
    name: "Tessera Learning",
    category: "EdTech",
    description: "Digital courses for universities and publishers.",
    monogram: "T",
    colour: "#7c3aed",
  },
  {
    name: "Bluepeak Logistics",
    category: "Supply Chain",
    description: "Freight visibility and warehouse automation.",
    monogram: "B",
    colour: "#1d4ed8",
  },
  {
    name: "Forgeline Industries",
    category: "Manufacturing",
    description: "Precision parts with connected factories.",
    monogram: "F",
    colour: "#b45309",
  },
  {
    name: "Quantora",
    category: "Financial Services",
    description: "Risk analytics for asset managers.",
    monogram: "Q",
    colour: "#4f46e5",
  },
  {
    name: "Helixa Health",
    category: "Life Sciences",
    description: "Clinical data platforms for trials.",
    monogram: "H",
    colour: "#059669",
  },
  {
    name: "Lumen Retail",
    category: "Retail",
    description: "Omnichannel stores across South Asia.",
    monogram: "L",
    colour: "#be123c",
  },
  {
    name: "Brightpath",
    category: "Education",
    description: "Skills programmes for early careers.",
    monogram: "B",
    colour: "#0e7490",
  },
  {
    name: "Nimbus Grid",
    category: "Cloud Infrastructure",
    description: "Managed cloud and GPU hosting.",
    monogram: "N",
    colour: "#2563eb",
  },
  {
    name: "Pinecrest Bank",
    category: "Banking",
    description: "Retail and SME banking, digital first.",
    monogram: "P",
    colour: "#15803d",
  },
  {
    name: "Aurora Telecom",
    category: "Telecommunications",
    description: "5G networks and enterprise connectivity.",
    monogram: "A",
    colour: "#a21caf",
  },
  {
    name: "Stratus",
    category: "Data & Analytics",
    description: "Analytics engineering for enterprises.",
    monogram: "S",
    colour: "#0369a1",
  },
  {
    name: "Meridian Pharma",
    category: "Pharmaceuticals",
    description: "Generic medicines for 40 markets.",
    monogram: "M",
    colour: "#0f766e",
  },
  {
    name: "Orbital",
    category: "Logistics",
    description: "Last-mile delivery in 30 cities.",
    monogram: "O",
    colour: "#6d28d9",
  },
  {
    name: "Harbor Media",
    category: "Media & Entertainment",
    description: "Streaming and digital publishing.",
    monogram: "H",
    colour: "#be185d",
  },
  {
    name: "Ironclad",
    category: "Cybersecurity",
    description: "Managed detection and response.",
    monogram: "I",
    colour: "#475569",
  },
  {
    name: "Greenleaf Foods",
    category: "Consumer Goods",
    description: "Packaged foods with a farm-to-shelf chain.",
    monogram: "G",
    colour: "#4d7c0f",
  },
  {
    name: "Polaris Mobility",
    category: "Automotive",
    description: "Electric vehicles and connected fleets.",
    monogram: "P",
    colour: "#0e7490",
  },
] satisfies Array<NetworkClient>;
