-- Identity photos (issue 19, docs/compliance/identity.md): each photo of a KYC submission, sealed
-- with AES-256-GCM (PII_ENCRYPTION_KEY; the submission id and kind are its authenticated data), with
-- the detected type, its size and the SHA-256 of the plain bytes (evidence that a photo is the one
-- sent, and a way to see one photo sent for two accounts without opening either).
CREATE TABLE kyc_documents (
  submission_id bigint NOT NULL REFERENCES kyc_submissions (id),
  kind text NOT NULL CHECK (kind IN ('cnicFront', 'cnicBack', 'selfie')),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 3145728),
  sha256 bytea NOT NULL CHECK (octet_length(sha256) = 32),
  sealed bytea NOT NULL,
  PRIMARY KEY (submission_id, kind)
);
CREATE INDEX kyc_documents_sha256 ON kyc_documents (sha256);
