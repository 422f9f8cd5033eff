/**
 * Names and sizes of the local models, kept apart from the TensorFlow code so the main thread can use them
 * without loading TensorFlow (only the inference workers do).
 */

/** The ImageNet classifier's folder inside MODELS_DIR. */
export const CLASSIFIER_FOLDER = "mobilenet_v1_0.75_224";
/** The classifier's square input, in pixels. */
export const CLASSIFIER_SIZE = 224;
