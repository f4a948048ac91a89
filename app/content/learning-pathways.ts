import type { SkillId } from "./skill-nodes";

export type PathwayStep = {
  skill: SkillId;
  /** What the learner can do once this step is done. */
  milestone: string;
};

export type LearningPathway = {
  id: string;
  title: string;
  duration: string;
  summary: string;
  /** In the order they are learnt. */
  steps: ReadonlyArray<PathwayStep>;
};

/** Routes through the skills network that we use to grow and reskill engineers. */
export const learningPathways = [
  {
    id: "llm-applications-developer",
    title: "LLM Applications Developer",
    duration: "10-14 months",
    summary: "From solid Python to shipping assistants and agents that answer from company data.",
    steps: [
      { skill: "python", milestone: "Writes typed, tested Python services" },
      { skill: "nlp", milestone: "Understands tokens, embeddings and text evaluation" },
      { skill: "llm", milestone: "Chooses, calls and evaluates foundation models" },
      { skill: "prompt-engineering", milestone: "Keeps outputs structured and predictable" },
      { skill: "rag", milestone: "Grounds answers in private documents" },
      { skill: "ai-agents", milestone: "Ships agents that use tools safely" },
    ],
  },
  {
    id: "mlops-engineer",
    title: "MLOps Engineer",
    duration: "12-16 months",
    summary: "The engineering that takes a notebook model to a monitored, retrainable production service.",
    steps: [
      { skill: "python", milestone: "Automates builds, tests and data checks" },
      { skill: "ml", milestone: "Knows how models are trained and validated" },
      { skill: "docker", milestone: "Packages training and serving in containers" },
      { skill: "cloud", milestone: "Runs workloads on managed AI platforms" },
      { skill: "mlops", milestone: "Owns registries, pipelines and drift alerts" },
      { skill: "gpu-computing", milestone: "Serves large models fast and within budget" },
    ],
  },
  {
    id: "computer-vision-specialist",
    title: "Computer Vision Specialist",
    duration: "9-15 months",
    summary: "Vision models for inspection, retail and medical imaging, from data to the edge.",
    steps: [
      { skill: "python", milestone: "Handles image data and numerical code" },
      { skill: "statistics", milestone: "Designs sound datasets and evaluations" },
      { skill: "deep-learning", milestone: "Trains CNN and transformer backbones" },
      { skill: "pytorch", milestone: "Writes custom training and export code" },
      { skill: "computer-vision", milestone: "Delivers detection and segmentation systems" },
    ],
  },
] as const satisfies ReadonlyArray<LearningPathway>;
