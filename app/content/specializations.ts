/** How readily we can staff a specialization from our partner network. */
export type AvailabilityStatus = "High" | "Medium" | "Limited";

export type BadgeColour = "emerald" | "amber" | "rose";

export type Specialization = {
  id: string;
  title: string;
  description: string;
  skills: Array<string>;
  projects: Array<string>;
  availability: AvailabilityStatus;
  timeToHire: string;
  badgeColour: BadgeColour;
  /** Typical years of experience of the specialists we place. */
  experience: string;
};

/** Time to hire and badge colour follow from availability (docs/product.md's 1-2, 2-3 and 3-4 weeks). */
export const availabilityDetails = {
  High: { timeToHire: "1-2 weeks", badgeColour: "emerald" },
  Medium: { timeToHire: "2-3 weeks", badgeColour: "amber" },
  Limited: { timeToHire: "3-4 weeks", badgeColour: "rose" },
} as const satisfies Record<AvailabilityStatus, { timeToHire: string; badgeColour: BadgeColour }>;

export const specializations = [
  {
    id: "machine-learning-engineers",
    title: "Machine Learning Engineers",
    description:
      "Engineers who take models from notebook to production: feature pipelines, training at scale and low-latency serving.",
    skills: ["Python", "PyTorch", "TensorFlow", "scikit-learn", "Feature engineering", "Model serving"],
    projects: [
      "Demand forecasting engine for a national grocery chain",
      "Real-time fraud scoring for card payments",
      "Personalised ranking for a video streaming catalogue",
    ],
    availability: "High",
    timeToHire: "1-2 weeks",
    badgeColour: "emerald",
    experience: "3-8 years",
  },
  {
    id: "data-scientists",
    title: "Data Scientists",
    description:
      "Statisticians and analysts who turn messy business data into experiments, forecasts and decisions leaders trust.",
    skills: ["Statistics", "SQL", "Python", "Experiment design", "Causal inference", "Tableau"],
    projects: [
      "Churn prediction and retention playbook for a telecom operator",
      "Price elasticity study across 4,000 product lines",
      "Self-serve A/B testing platform for a fintech app",
    ],
    availability: "High",
    timeToHire: "1-2 weeks",
    badgeColour: "emerald",
    experience: "2-7 years",
  },
  {
    id: "computer-vision-engineers",
    title: "Computer Vision Engineers",
    description:
      "Specialists in detection, segmentation and video analytics, from edge cameras on the shop floor to cloud GPUs.",
    skills: ["OpenCV", "YOLO", "PyTorch", "Image segmentation", "ONNX & TensorRT", "Edge deployment"],
    projects: [
      "Defect detection on a high-speed packaging line",
      "Shelf availability monitoring from in-store cameras",
      "Document OCR for motor insurance claims",
    ],
    availability: "Medium",
    timeToHire: "2-3 weeks",
    badgeColour: "amber",
    experience: "3-9 years",
  },
  {
    id: "nlp-engineers",
    title: "NLP Engineers",
    description:
      "Language specialists who build search, assistants and document understanding on top of modern large language models.",
    skills: [
      "Transformers",
      "Hugging Face",
      "LangChain",
      "Retrieval-augmented generation",
      "Prompt engineering",
      "Vector databases",
    ],
    projects: [
      "Bilingual support assistant answering in Hindi and English",
      "Contract clause extraction for an in-house legal team",
      "Semantic search across two million support tickets",
    ],
    availability: "Medium",
    timeToHire: "2-3 weeks",
    badgeColour: "amber",
    experience: "3-8 years",
  },
  {
    id: "mlops-engineers",
    title: "MLOps Engineers",
    description:
      "Platform engineers who make models reproducible, observable and affordable to run, release after release.",
    skills: ["Kubernetes", "MLflow", "Kubeflow", "Docker", "CI/CD for ML", "Model monitoring"],
    projects: [
      "Feature store and model registry serving 40+ models",
      "GPU cost reduction through autoscaled inference",
      "Drift monitoring with automated retraining",
    ],
    availability: "Limited",
    timeToHire: "3-4 weeks",
    badgeColour: "rose",
    experience: "4-10 years",
  },
  {
    id: "ai-solution-architects",
    title: "AI Solution Architects",
    description:
      "Senior technologists who shape the AI roadmap, choose the platform and keep delivery on course across teams.",
    skills: [
      "Solution design",
      "Cloud architecture",
      "LLM strategy",
      "Data governance",
      "Cost modelling",
      "Stakeholder alignment",
    ],
    projects: [
      "Enterprise generative-AI platform blueprint for a private bank",
      "AI roadmap and vendor selection for a hospital group",
      "Legacy analytics migration to a lakehouse",
    ],
    availability: "Limited",
    timeToHire: "3-4 weeks",
    badgeColour: "rose",
    experience: "8-15 years",
  },
] as const satisfies Array<Specialization>;
