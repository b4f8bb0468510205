package org.platform.mdm.data.web;

import java.util.List;
import org.platform.mdm.system.StreamedUploads;
import org.springframework.stereotype.Component;

/** The raw body of a bulk load is spooled to disk as it arrives, whatever its size. */
@Component
class ImportUploads implements StreamedUploads {

  @Override
  public List<String> paths() {
    return List.of(ImportController.PATH);
  }
}
