// Loaded by path (DataConverter.failureConverterPath): required by the worker and the client, and
// bundled into the workflow sandbox, so it is CommonJS that needs no transform.
// encodeCommonAttributes moves each failure's message and stack trace into a payload, which the
// payload codec then encrypts: an exception's text can quote its input (JSON.parse's does).
const { DefaultFailureConverter } = require('@temporalio/common');

exports.failureConverter = new DefaultFailureConverter({ encodeCommonAttributes: true });
