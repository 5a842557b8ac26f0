/** The request header src/proxy.ts sets on vehicle-page requests: the path asked for (read by the vehicle 404). */
export const CAR_PATH_HEADER = "x-forecourt-car-path";
