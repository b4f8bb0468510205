package org.platform.mdm.system;

import java.util.List;

/**
 * Endpoints whose request bodies are streamed to storage as they arrive (bulk loads) and so are not
 * held to {@code org.platform.mdm.system.request.max-body-size}; modules contribute them as beans.
 * Only a raw body is exempt: multipart bodies stay within the limit.
 */
public interface StreamedUploads {

  /** The request paths, exactly as requested (for example {@code /api/v2/data/import}). */
  List<String> paths();
}
