export const PRODUCT_NAME = "Photo Organizer";
