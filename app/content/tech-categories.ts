/** Depth of our bench in a technology, 1 (a few specialists) to 5 (a large, senior bench). */
export type TechLevel = 1 | 2 | 3 | 4 | 5;

export type Tech = { name: string; level: TechLevel; description: string };

export type TechCategory = {
  id: string;
  name: string;
  /** A CSS colour dark enough for white text and for text on white (WCAG AA). */
  colour: string;
  description: string;
  techs: Array<Tech>;
};

export type TechLevelLabel = "Expert" | "Advanced" | "Intermediate" | "Proficient";

/** docs/product.md's labels: 5 Expert, 4 Advanced, 3 Intermediate, anything else Proficient. */
export function techLevelLabel(level: number): TechLevelLabel {
  if (level === 5) return "Expert";
  if (level === 4) return "Advanced";
  if (level === 3) return "Intermediate";
  return "Proficient";
}

export const maxTechLevel = 5;

export const techCategories = [
  {
    id: "programming-languages",
    name: "Programming Languages",
    colour: "#4f46e5",
    description:
      "The languages our engineers write every day, from model code to the services that put it in front of users.",
    techs: [
      { name: "Python", level: 5, description: "Model development, data pipelines and APIs" },
      { name: "Java", level: 4, description: "Enterprise back ends and big-data jobs" },
      { name: "TypeScript", level: 4, description: "Web apps and AI-powered interfaces" },
      { name: "Go", level: 3, description: "High-throughput services and tooling" },
      { name: "R", level: 3, description: "Statistical modelling and research" },
      { name: "Scala", level: 2, description: "Spark jobs and stream processing" },
    ],
  },
  {
    id: "ai-frameworks",
    name: "AI Frameworks",
    colour: "#7c3aed",
    description:
      "Deep learning, classical ML and LLM application frameworks, used in production rather than tutorials.",
    techs: [
      { name: "PyTorch", level: 5, description: "Research-grade training and fine-tuning" },
      { name: "TensorFlow", level: 5, description: "Production training and TF Serving" },
      { name: "Hugging Face", level: 5, description: "Transformers, datasets and model hub" },
      { name: "scikit-learn", level: 5, description: "Classical ML and feature pipelines" },
      { name: "LangChain", level: 4, description: "Agents and retrieval-augmented generation" },
      { name: "OpenCV", level: 4, description: "Image processing and vision pipelines" },
    ],
  },
  {
    id: "database-technologies",
    name: "Database Technologies",
    colour: "#0369a1",
    description:
      "Relational, document, warehouse and vector stores, designed for the queries your product really runs.",
    techs: [
      { name: "PostgreSQL", level: 5, description: "Transactional data and pgvector search" },
      { name: "MongoDB", level: 4, description: "Document models for fast-moving products" },
      { name: "Snowflake", level: 4, description: "Cloud data warehousing at scale" },
      { name: "Redis", level: 4, description: "Caching, queues and feature serving" },
      { name: "Pinecone", level: 3, description: "Managed vector search for LLM apps" },
      { name: "Cassandra", level: 2, description: "Wide-column stores for heavy writes" },
    ],
  },
  {
    id: "cloud-platforms",
    name: "Cloud Platforms",
    colour: "#0e7490",
    description:
      "Certified engineers on the major clouds and their managed AI services, from landing zone to GPU cluster.",
    techs: [
      { name: "AWS", level: 5, description: "SageMaker, Bedrock, EKS and serverless" },
      { name: "Microsoft Azure", level: 5, description: "Azure OpenAI, ML Studio and AKS" },
      { name: "Google Cloud", level: 4, description: "Vertex AI, BigQuery and GKE" },
      { name: "Databricks", level: 4, description: "Lakehouse, Spark and MLflow" },
      { name: "Oracle Cloud", level: 2, description: "OCI workloads and database migrations" },
    ],
  },
  {
    id: "devops-tools",
    name: "DevOps Tools",
    colour: "#047857",
    description: "Automation that ships code and models safely, many times a day, with everything defined as code.",
    techs: [
      { name: "Docker", level: 5, description: "Reproducible images for apps and models" },
      { name: "Kubernetes", level: 4, description: "Orchestration and GPU scheduling" },
      { name: "Terraform", level: 4, description: "Infrastructure as code on any cloud" },
      { name: "GitHub Actions", level: 4, description: "CI/CD pipelines and release automation" },
      { name: "MLflow", level: 4, description: "Experiment tracking and model registry" },
      { name: "Jenkins", level: 3, description: "Established enterprise pipelines" },
    ],
  },
  {
    id: "analytics-visualization",
    name: "Analytics & Visualization",
    colour: "#b45309",
    description: "Dashboards and data models that let business teams answer their own questions with confidence.",
    techs: [
      { name: "Power BI", level: 5, description: "Enterprise reporting and DAX models" },
      { name: "Tableau", level: 4, description: "Interactive dashboards and storytelling" },
      { name: "Apache Spark", level: 4, description: "Large-scale data processing" },
      { name: "dbt", level: 3, description: "Tested, versioned transformations" },
      { name: "Looker", level: 3, description: "Semantic models and embedded analytics" },
    ],
  },
  {
    id: "low-code-no-code",
    name: "Low-Code/No-Code Platforms",
    colour: "#a21caf",
    description: "Builders who deliver internal apps and workflows in weeks, with the governance IT needs.",
    techs: [
      { name: "Microsoft Power Apps", level: 5, description: "Business apps on Dataverse" },
      { name: "Power Automate", level: 4, description: "Workflow and RPA automation" },
      { name: "Salesforce Platform", level: 4, description: "Flows, Lightning apps and Einstein" },
      { name: "OutSystems", level: 3, description: "Enterprise-grade low-code apps" },
      { name: "Mendix", level: 3, description: "Model-driven application development" },
      { name: "Appian", level: 1, description: "Process automation and case management" },
    ],
  },
  {
    id: "quality-assurance",
    name: "Quality Assurance",
    colour: "#be123c",
    description: "Test engineers who automate the checks that keep releases, and AI features, dependable.",
    techs: [
      { name: "Selenium", level: 5, description: "Cross-browser UI automation" },
      { name: "Playwright", level: 4, description: "Fast, reliable end-to-end tests" },
      { name: "Cypress", level: 4, description: "Component and front-end testing" },
      { name: "Postman", level: 4, description: "API testing and contract checks" },
      { name: "Appium", level: 3, description: "Native and hybrid mobile testing" },
      { name: "JMeter", level: 3, description: "Load and performance testing" },
    ],
  },
] as const satisfies Array<TechCategory>;
