import { aiInterviewSchema, experienceLevels, interviewRoles } from "#app/schemas/ai-interview";
import { gitexRegistrationSchema, registrationDomains } from "#app/schemas/gitex-registration";
import { panelQuestionSchema } from "#app/schemas/panel-question";
import {
  headcountChoices,
  startChoices,
  talentCategoryChoices,
  talentRequestSchema,
} from "#app/schemas/talent-request";
import type { z } from "#app/schemas/zod";

/**
 * Every kind of lead the site takes, stored in `leads.type`. A new kind is added here and as an
 * entry of `leadKinds` below: until both exist, the code does not compile (docs/forms.md).
 */
export type LeadType =
  "appointment" | "ai-interview" | "gitex-registration" | "panel-question" | "talent-request" | "newsletter";

/** One field of a lead's payload as staff read it, in the admin, the CSV and the sales email. */
export type LeadField = {
  key: string;
  label: string;
  /** Stored values and the words the form showed for them. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Free text that may run long (shown as a paragraph, cut short in lists). */
  long?: boolean;
};

/**
 * The email that tells a visitor their lead arrived. It goes to an address nobody verified, so it
 * carries no text the visitor chose, not even their name: it repeats only fields whose values are
 * the form's own choices from a list (docs/product.md#visitor-confirmations).
 */
export type Confirmation<Key extends string> = {
  /** The subject, before ` | <site name>`. */
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: ReadonlyArray<string>;
  /** The visitor's choices from the form's lists, repeated under 'You chose:'. */
  repeats: ReadonlyArray<Key>;
};

/** A kind taken by a public form through the lead pipeline (POST, 201 `{ id, message }`). */
export type LeadForm<S extends z.ZodType = z.ZodType> = {
  /** Where the form posts; the path after /api/ also names its controls and its rate-limit bucket. */
  endpoint: `/api/${string}`;
  /** The shared schema: the browser's and the server's rules and messages. */
  schema: S;
  /** The request body's name in the OpenAPI document. */
  bodyName: string;
  /** The operation's summary in the OpenAPI document. */
  summary: string;
  /** The sentence the success reply carries; the form's success toast shows it. */
  successMessage: string;
  /** A valid body: the OpenAPI example, and what tests send. */
  example: z.input<S>;
  /** The team's notification: `<salesTitle>: <name>`, with every field of the kind. */
  salesTitle: string;
  /** The visitor's confirmation; null where the page promises none. */
  confirmation: Confirmation<Extract<keyof z.output<S>, string>> | null;
};

/**
 * A kind of lead: where its list lives (`/admin/leads/<slug>`), its names, the payload fields its
 * page, its sales email and its CSV show, the ones its list shows, and the public form that takes it
 * (null for the kinds with their own flow: bookings and newsletter sign-ups).
 */
export type LeadKind = {
  type: LeadType;
  slug: string;
  label: string;
  plural: string;
  fields: ReadonlyArray<LeadField>;
  listFields: ReadonlyArray<string>;
  form: LeadForm | null;
};

/**
 * A form's part of its kind, checked against its schema (the example, the fields it repeats); the
 * endpoint keeps its literal type, so a form that posts elsewhere does not compile.
 */
function leadForm<S extends z.ZodType, const Endpoint extends `/api/${string}`>(
  form: LeadForm<S> & { endpoint: Endpoint },
): LeadForm<S> & { endpoint: Endpoint } {
  return form;
}

export const leadKinds = {
  appointment: {
    type: "appointment",
    slug: "appointments",
    label: "Appointment",
    plural: "Appointments",
    fields: [
      { key: "company", label: "Company" },
      { key: "phone", label: "Phone" },
      { key: "date", label: "Date (business zone)" },
      { key: "time", label: "Time (business zone)" },
      { key: "timeZone", label: "Visitor's time zone" },
      { key: "message", label: "Additional information", long: true },
    ],
    listFields: ["company", "date", "time"],
    form: null,
  },
  "ai-interview": {
    type: "ai-interview",
    slug: "interview-requests",
    label: "Interview request",
    plural: "Interview requests",
    fields: [
      { key: "phone", label: "Phone" },
      { key: "role", label: "Role", options: interviewRoles },
      { key: "experience", label: "Experience", options: experienceLevels },
    ],
    listFields: ["role", "experience"],
    form: leadForm({
      endpoint: "/api/ai-interview",
      schema: aiInterviewSchema,
      bodyName: "AiInterviewRequest",
      summary: "Request an AI interview",
      successMessage: "Your AI interview has been scheduled. Our team will be in contact shortly with more details.",
      example: {
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "+91 98765 43210",
        role: "ai-engineer",
        experience: "3-5",
        website: "",
      },
      salesTitle: "New AI interview request",
      confirmation: {
        subject: "We received your AI interview request",
        preheader: "Our team will contact you shortly with the details.",
        heading: "Thank you",
        paragraphs: [
          "Your AI interview request has been received. Our team will be in contact shortly with more details about scheduling your interview.",
        ],
        repeats: ["role", "experience"],
      },
    }),
  },
  "gitex-registration": {
    type: "gitex-registration",
    slug: "event-registrations",
    label: "Event registration",
    plural: "Event registrations",
    fields: [
      { key: "company", label: "Company" },
      { key: "phone", label: "Phone" },
      { key: "domain", label: "Industry/Domain", options: registrationDomains },
    ],
    listFields: ["company", "domain"],
    form: leadForm({
      endpoint: "/api/gitex/submit",
      schema: gitexRegistrationSchema,
      bodyName: "GitexRegistration",
      summary: "Register for the trade-event offer",
      successMessage: "Thank you for your interest. We'll be in touch soon.",
      example: {
        name: "Omar Haddad",
        email: "omar@example.com",
        phone: "",
        company: "Haddad Systems",
        domain: "technology",
        website: "",
      },
      salesTitle: "New GITEX registration (15 free AI interviews)",
      confirmation: {
        subject: "Your 15 free AI interviews are reserved",
        preheader: "Thank you for your interest. We'll be in touch soon.",
        heading: "Thank you for registering",
        paragraphs: [
          "Thank you for your interest. We have received your registration for 15 free AI interviews for your candidates, and we'll be in touch soon to activate them.",
        ],
        repeats: ["domain"],
      },
    }),
  },
  "panel-question": {
    type: "panel-question",
    slug: "questions",
    label: "Question",
    plural: "Questions",
    fields: [{ key: "question", label: "Question", long: true }],
    listFields: ["question"],
    form: leadForm({
      endpoint: "/api/qa/submit",
      schema: panelQuestionSchema,
      bodyName: "PanelQuestion",
      summary: "Submit a question for the panel",
      successMessage: "Thank you. Your question has been submitted to the panel.",
      example: {
        name: "Lena Fischer",
        email: "lena@example.com",
        question: "How do GCCs retain AI talent?",
        website: "",
      },
      salesTitle: "New question for the panel",
      // The panel page promises the visitor no reply, so only the team hears of a question.
      confirmation: null,
    }),
  },
  "talent-request": {
    type: "talent-request",
    slug: "talent-requests",
    label: "Talent request",
    plural: "Talent requests",
    fields: [
      { key: "company", label: "Company" },
      { key: "category", label: "Talent category", options: talentCategoryChoices },
      { key: "headcount", label: "Number of people", options: headcountChoices },
      { key: "start", label: "Desired start", options: startChoices },
      { key: "message", label: "Message", long: true },
    ],
    listFields: ["company", "category", "headcount", "start"],
    form: leadForm({
      endpoint: "/api/talent-requests",
      schema: talentRequestSchema,
      bodyName: "TalentRequest",
      summary:
        "Request AI talent (the talent deployment page); the visitor gets a confirmation and sales a notification",
      successMessage: "Thank you. A talent specialist will contact you within 24 hours with matching profiles.",
      example: {
        name: "Meera Kapoor",
        email: "meera@kapoor-labs.example",
        company: "Kapoor Labs",
        category: "data-scientists",
        headcount: "2-5",
        start: "within-a-week",
        message: "Two data scientists for a churn model, hybrid in Pune.",
        website: "",
      },
      salesTitle: "New talent request",
      confirmation: {
        subject: "We received your talent request",
        preheader: "A talent specialist will contact you within 24 hours with matching profiles.",
        heading: "Thank you",
        paragraphs: [
          "We have received your request for AI talent. A talent specialist will contact you within 24 hours with pre-screened profiles that match it, and can have the people you choose working with you the next day.",
        ],
        repeats: ["category", "headcount", "start"],
      },
    }),
  },
  newsletter: {
    type: "newsletter",
    slug: "newsletter",
    label: "Newsletter sign-up",
    plural: "Newsletter sign-ups",
    fields: [],
    listFields: [],
    form: null,
  },
} as const satisfies { [Type in LeadType]: LeadKind & { type: Type } };

/** The kinds in the order the admin lists them. */
export const leadKindList: ReadonlyArray<LeadKind> = Object.values(leadKinds);

/** The kinds a public form takes through the lead pipeline. */
export type FormLeadType = {
  [Type in LeadType]: (typeof leadKinds)[Type]["form"] extends null ? never : Type;
}[LeadType];

/** Where the public lead forms post: a form's `endpoint` must be one of these. */
export type LeadEndpoint = (typeof leadKinds)[FormLeadType]["form"]["endpoint"];

export const formLeadTypes = (Object.keys(leadKinds) as Array<LeadType>).filter(
  (type): type is FormLeadType => leadKinds[type].form !== null,
);

export function leadKindBySlug(slug: string): LeadKind | null {
  return leadKindList.find((kind) => kind.slug === slug) ?? null;
}

export function leadKindByType(type: string): LeadKind | null {
  return leadKindList.find((kind) => kind.type === type) ?? null;
}
