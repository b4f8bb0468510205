package org.platform.mdm.bulk.format;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.poi.xssf.streaming.SXSSFWorkbook;
import org.apache.poi.xssf.streaming.SheetDataWriter;

/**
 * A streamed workbook (a window of rows in memory, each sheet's other rows in a temporary file)
 * that compresses for speed: the temporary files and the finished file both with deflate's fastest
 * level. POI's defaults (gzip's default level for the temporary files, then the file's entries
 * deflated again at the default level) made most of an export's time: a spreadsheet of 300,000 rows
 * written in 3.7 s instead of 9.1 s, the file a quarter larger (docs/benchmarks.md).
 */
final class StreamedWorkbook extends SXSSFWorkbook {

  private static final int BUFFER = 64 * 1024;

  StreamedWorkbook(int window) {
    super(window);
  }

  @Override
  protected ZipArchiveOutputStream createArchiveOutputStream(OutputStream out) {
    ZipArchiveOutputStream zip = super.createArchiveOutputStream(out);
    zip.setLevel(Deflater.BEST_SPEED);
    return zip;
  }

  @Override
  protected SheetDataWriter createSheetDataWriter() throws IOException {
    return new SheetDataWriter() {
      @Override
      protected OutputStream decorateOutputStream(FileOutputStream out) {
        return new DeflaterOutputStream(out, new Deflater(Deflater.BEST_SPEED), BUFFER);
      }

      @Override
      protected InputStream decorateInputStream(FileInputStream in) {
        return new InflaterInputStream(in, new Inflater(), BUFFER);
      }
    };
  }
}
