package org.platform.mdm.data.web;

import java.util.List;
import org.platform.mdm.system.StreamedUploads;
import org.springframework.stereotype.Component;

/**
 * The file of a bulk load, raw body or multipart part {@code file}, is spooled to disk as it
 * arrives, whatever its size (up to {@code org.platform.mdm.data.import.max-size}): neither is held
 * to the request body limit, and the controller reads a multipart body itself, as a stream.
 */
@Component
class ImportUploads implements StreamedUploads {

  @Override
  public List<String> paths() {
    return List.of(ImportController.PATH);
  }

  @Override
  public List<String> multipartPaths() {
    return List.of(ImportController.PATH);
  }
}
