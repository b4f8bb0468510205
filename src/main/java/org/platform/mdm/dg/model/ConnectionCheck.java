package org.platform.mdm.dg.model;

import java.util.concurrent.atomic.AtomicReference;
import org.platform.mdm.dg.crawl.CatalogSink;
import org.platform.mdm.dg.crawl.CrawlException;
import org.platform.mdm.dg.crawl.CrawledAsset;
import org.platform.mdm.dg.crawl.CrawledLink;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Tries a connection: its crawler crawls with a sink that asks to stop at the first asset, so that
 * reaching the source and reading one object is the whole test, outside any transaction.
 */
@Service
public class ConnectionCheck {

  private static final Logger log = LoggerFactory.getLogger(ConnectionCheck.class);

  private final Connections connections;

  ConnectionCheck(Connections connections) {
    this.connections = connections;
  }

  /** Whether the source was reached, and what was found or why it failed, for people. */
  public record Result(boolean reachable, String message) {}

  public Result check(String name) {
    Connections.Prepared prepared = connections.prepare(name);
    FirstAsset sink = new FirstAsset();
    try {
      prepared.crawler().crawl(prepared.parameters(), sink);
    } catch (CrawlException e) {
      return new Result(false, e.getMessage());
    } catch (RuntimeException e) {
      log.warn("The crawler {} failed testing connection {}", prepared.crawler().type(), name, e);
      // Only the kind of failure: a driver's own text may carry what the connection was given.
      return new Result(false, "The crawler failed: " + e.getClass().getSimpleName());
    }
    CrawledAsset first = sink.first.get();
    return new Result(
        true,
        first == null
            ? "Reached; nothing was found."
            : "Reached; found the "
                + kindOf(first.assetType())
                + " "
                + String.join(".", first.path())
                + ".");
  }

  /** An asset type's name as a word for people: {@code dgDatabase} is a "database". */
  static String kindOf(String assetType) {
    String plain = assetType.startsWith("dg") ? assetType.substring(2) : assetType;
    return plain.isEmpty()
        ? assetType
        : Character.toLowerCase(plain.charAt(0)) + plain.substring(1);
  }

  /** Keeps the first asset and asks to stop from then on. */
  private static final class FirstAsset implements CatalogSink {

    private final AtomicReference<CrawledAsset> first = new AtomicReference<>();

    @Override
    public void asset(CrawledAsset asset) {
      first.compareAndSet(null, asset);
    }

    @Override
    public void link(CrawledLink link) {
      // links are not needed to know the source is reachable
    }

    @Override
    public boolean stopped() {
      return first.get() != null;
    }
  }
}
