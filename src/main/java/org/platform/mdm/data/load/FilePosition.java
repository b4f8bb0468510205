package org.platform.mdm.data.load;

/**
 * A place in an import's file, always at the start of a line: the bytes and the lines before it.
 * The last committed batch of an import ends at one; the import goes on from there.
 *
 * @param offset bytes of the file before this place
 * @param line lines of the file before this place (the next line is {@code line + 1})
 */
record FilePosition(long offset, long line) {

  static final FilePosition START = new FilePosition(0, 0);

  FilePosition {
    if (offset < 0 || line < 0 || line > offset) {
      throw new IllegalArgumentException("not a place in a file: " + offset + ", " + line);
    }
  }
}
