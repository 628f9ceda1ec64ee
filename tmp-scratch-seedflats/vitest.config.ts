export default { test: { include: ["core/media/flats/**/*.test.ts"] } };
