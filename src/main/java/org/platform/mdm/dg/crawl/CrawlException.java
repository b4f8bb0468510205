package org.platform.mdm.dg.crawl;

/** A source a crawler could not reach or read; the message says why, for people. */
public class CrawlException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public CrawlException(String message) {
    super(message);
  }

  public CrawlException(String message, Throwable cause) {
    super(message, cause);
  }
}
