/**
 * The skills network on the home page: the skills our talent is screened for, how they
 * relate, and market figures for the four most-requested ones.
 */
export const skillGroups = ["AI Core", "ML & Data", "Development", "Domain Expertise", "Infrastructure"] as const;

export type SkillGroup = (typeof skillGroups)[number];
export type DemandTrend = "Rising" | "Stable" | "Declining";
export type MarketDemand = "Very High" | "High" | "Medium" | "Low";

export type DemandMetrics = {
  /** Year-on-year growth in job postings, in percent. */
  growthRate: number;
  marketDemand: MarketDemand;
  salaryRange: string;
  jobOpenings: number;
  demandTrend: DemandTrend;
};

export type SkillNode = {
  id: string;
  label: string;
  group: SkillGroup;
  /** Relative weight: sets the node's size (radius max(6, value / 3.5)) and whether its label always shows (over 25). */
  value: number;
  description: string;
  relatedSkills: ReadonlyArray<string>;
  demandMetrics?: DemandMetrics;
};

export const skillNodes = [
  // AI Core
  {
    id: "llm",
    label: "Large Language Models",
    group: "AI Core",
    value: 70,
    description:
      "Building products on GPT-class models: choosing a model, evaluating outputs, controlling cost and latency, and keeping answers grounded.",
    relatedSkills: ["generative-ai", "prompt-engineering", "rag", "fine-tuning", "nlp", "python", "ai-agents"],
    demandMetrics: {
      growthRate: 178.2,
      marketDemand: "Very High",
      salaryRange: "$150K-$250K",
      jobOpenings: 12850,
      demandTrend: "Rising",
    },
  },
  {
    id: "generative-ai",
    label: "Generative AI",
    group: "AI Core",
    value: 55,
    description:
      "Text, image and code generation in real workflows, from content pipelines to copilots, with guardrails and human review built in.",
    relatedSkills: ["llm", "deep-learning", "computer-vision", "ai-ethics"],
  },
  {
    id: "prompt-engineering",
    label: "Prompt Engineering",
    group: "AI Core",
    value: 35,
    description:
      "Designing, versioning and testing prompts and structured outputs so model behaviour stays predictable as products grow.",
    relatedSkills: ["llm", "langchain", "ai-agents"],
  },
  {
    id: "rag",
    label: "RAG Systems",
    group: "AI Core",
    value: 40,
    description:
      "Retrieval-augmented generation: chunking, embeddings, hybrid search and re-ranking that let models answer from your own documents.",
    relatedSkills: ["llm", "vector-databases", "langchain", "data-engineering"],
  },
  {
    id: "ai-agents",
    label: "AI Agents",
    group: "AI Core",
    value: 38,
    description: "Multi-step agents that plan, call tools and APIs, and hand over to people when confidence is low.",
    relatedSkills: ["llm", "langchain", "apis"],
  },
  {
    id: "fine-tuning",
    label: "Fine-Tuning",
    group: "AI Core",
    value: 24,
    description:
      "Adapting open models with LoRA and instruction tuning on curated data, and proving the gain with proper evaluations.",
    relatedSkills: ["llm", "pytorch", "gpu-computing"],
  },
  // ML & Data
  {
    id: "ml",
    label: "Machine Learning",
    group: "ML & Data",
    value: 65,
    description:
      "Supervised and unsupervised modelling end to end: framing the problem, feature work, validation and models that hold up in production.",
    relatedSkills: ["deep-learning", "python", "statistics", "mlops", "data-engineering", "recommender-systems"],
    demandMetrics: {
      growthRate: 76.3,
      marketDemand: "Very High",
      salaryRange: "$120K-$200K",
      jobOpenings: 24680,
      demandTrend: "Rising",
    },
  },
  {
    id: "deep-learning",
    label: "Deep Learning",
    group: "ML & Data",
    value: 50,
    description:
      "Neural network architectures, from CNNs to transformers, trained and tuned at scale for vision, language and tabular data.",
    relatedSkills: ["ml", "pytorch", "tensorflow", "computer-vision", "nlp"],
  },
  {
    id: "nlp",
    label: "NLP",
    group: "ML & Data",
    value: 42,
    description:
      "Natural language processing: classification, entity extraction, search and summarisation across languages, including Indic ones.",
    relatedSkills: ["llm", "deep-learning", "python"],
  },
  {
    id: "computer-vision",
    label: "Computer Vision",
    group: "ML & Data",
    value: 42,
    description:
      "Detection, segmentation and OCR systems for inspection, retail analytics and medical imaging, deployed on cloud and edge.",
    relatedSkills: ["deep-learning", "pytorch", "healthcare-ai", "gpu-computing"],
  },
  {
    id: "data-engineering",
    label: "Data Engineering",
    group: "ML & Data",
    value: 38,
    description:
      "Reliable pipelines, lakehouses and feature stores that give models clean, timely and well-governed data.",
    relatedSkills: ["sql", "python", "cloud", "ml"],
  },
  {
    id: "statistics",
    label: "Statistics",
    group: "ML & Data",
    value: 24,
    description: "Experiment design, A/B testing, causal inference and the judgement to tell a real effect from noise.",
    relatedSkills: ["ml", "python", "fintech-ai"],
  },
  {
    id: "vector-databases",
    label: "Vector Databases",
    group: "ML & Data",
    value: 24,
    description:
      "Embedding storage and similarity search with pgvector, Pinecone, Weaviate or Milvus, tuned for recall and speed.",
    relatedSkills: ["rag", "sql", "recommender-systems"],
  },
  // Development
  {
    id: "python",
    label: "Python",
    group: "Development",
    value: 68,
    description: "The language of applied AI: clean, tested, typed Python for services, data work and model code.",
    relatedSkills: ["ml", "pytorch", "tensorflow", "apis", "data-engineering"],
    demandMetrics: {
      growthRate: 43.2,
      marketDemand: "Very High",
      salaryRange: "$110K-$180K",
      jobOpenings: 56430,
      demandTrend: "Rising",
    },
  },
  {
    id: "pytorch",
    label: "PyTorch",
    group: "Development",
    value: 45,
    description:
      "Research-to-production model code in PyTorch: custom training loops, distributed training and export for serving.",
    relatedSkills: ["python", "deep-learning", "fine-tuning", "computer-vision"],
  },
  {
    id: "tensorflow",
    label: "TensorFlow",
    group: "Development",
    value: 30,
    description: "TensorFlow and Keras models, TFX pipelines and TensorFlow Lite for mobile and embedded inference.",
    relatedSkills: ["python", "deep-learning"],
  },
  {
    id: "sql",
    label: "SQL",
    group: "Development",
    value: 28,
    description:
      "Analytical and transactional SQL: window functions, query tuning and data models that analysts can trust.",
    relatedSkills: ["data-engineering", "vector-databases"],
  },
  {
    id: "apis",
    label: "API Development",
    group: "Development",
    value: 24,
    description: "FastAPI and Node services that put models behind secure, versioned, well-documented endpoints.",
    relatedSkills: ["python", "ai-agents", "docker"],
  },
  {
    id: "langchain",
    label: "LangChain",
    group: "Development",
    value: 25,
    description: "Orchestration frameworks such as LangChain and LlamaIndex for chains, tools, memory and retrieval.",
    relatedSkills: ["rag", "prompt-engineering", "ai-agents"],
  },
  // Domain Expertise
  {
    id: "healthcare-ai",
    label: "Healthcare AI",
    group: "Domain Expertise",
    value: 22,
    description:
      "Clinical imaging, patient-flow forecasting and documentation assistants built with privacy and regulation in mind.",
    relatedSkills: ["computer-vision", "ai-ethics"],
  },
  {
    id: "fintech-ai",
    label: "FinTech AI",
    group: "Domain Expertise",
    value: 22,
    description: "Fraud detection, credit risk and document automation for banks, insurers and payment companies.",
    relatedSkills: ["statistics", "ml", "ai-ethics"],
  },
  {
    id: "recommender-systems",
    label: "Recommender Systems",
    group: "Domain Expertise",
    value: 24,
    description:
      "Personalisation for commerce, media and learning platforms: candidate generation, ranking and online evaluation.",
    relatedSkills: ["ml", "vector-databases"],
  },
  {
    id: "ai-ethics",
    label: "Responsible AI",
    group: "Domain Expertise",
    value: 22,
    description:
      "Bias audits, explainability, model documentation and readiness for the EU AI Act and India's DPDP Act.",
    relatedSkills: ["generative-ai", "healthcare-ai", "fintech-ai"],
  },
  // Infrastructure
  {
    id: "mlops",
    label: "MLOps",
    group: "Infrastructure",
    value: 58,
    description:
      "CI/CD for models: experiment tracking, model registries, automated retraining and monitoring for drift.",
    relatedSkills: ["ml", "docker", "cloud", "python"],
    demandMetrics: {
      growthRate: 124.5,
      marketDemand: "High",
      salaryRange: "$130K-$210K",
      jobOpenings: 9850,
      demandTrend: "Rising",
    },
  },
  {
    id: "cloud",
    label: "Cloud Platforms",
    group: "Infrastructure",
    value: 40,
    description:
      "AWS, Azure and Google Cloud AI services, from SageMaker and Vertex AI to cost-aware GPU capacity planning.",
    relatedSkills: ["mlops", "docker", "data-engineering", "gpu-computing"],
  },
  {
    id: "docker",
    label: "Docker & Kubernetes",
    group: "Infrastructure",
    value: 34,
    description:
      "Containerised training and inference on Kubernetes, with autoscaling, GPU scheduling and safe rollouts.",
    relatedSkills: ["mlops", "cloud", "apis"],
  },
  {
    id: "gpu-computing",
    label: "GPU Computing",
    group: "Infrastructure",
    value: 24,
    description:
      "CUDA, mixed precision and inference servers such as vLLM and Triton that make large models fast and affordable.",
    relatedSkills: ["cloud", "fine-tuning", "computer-vision"],
  },
] as const satisfies ReadonlyArray<SkillNode>;

export type SkillId = (typeof skillNodes)[number]["id"];

const byId = new Map<string, SkillNode>(skillNodes.map((node) => [node.id, node]));

/** The skill with this id; undefined for an unknown id. */
export function findSkill(id: string): SkillNode | undefined {
  return byId.get(id);
}
