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

  /**
   * Paths whose multipart bodies the module reads itself, as a stream, with a limit of its own: not
   * held to the body limit, and not parsed by the servlet container.
   */
  default List<String> multipartPaths() {
    return List.of();
  }
}
