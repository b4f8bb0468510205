package org.platform.mdm.dg.scan;

import java.util.List;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.dg.asset.AssetTypes;
import org.platform.mdm.dg.crawl.Crawler;
import org.platform.mdm.dg.scan.ScanRepository.Counts;
import org.platform.mdm.dg.scan.ScanRepository.Written;
import org.platform.mdm.operations.OperationRun;
import org.platform.mdm.operations.OperationType;
import org.platform.mdm.operations.ParameterDescriptor;
import org.platform.mdm.operations.ParameterType;
import org.platform.mdm.operations.Step;
import org.springframework.stereotype.Component;

/**
 * The scan of a crawler instance ({@code dgScanJob}): the crawl, whole, into the run's buffer (a
 * crawl that fails or is stopped writes nothing), then block by block, each committed with the
 * run's progress and counts: the assets (only those that changed), the links they start (only those
 * that changed), and the deletion of what the crawler instance wrote before and the crawl did not
 * find. Stopped between blocks; a restart goes on from the last committed block.
 */
@Component
class ScanOperation implements OperationType {

  static final String NAME = "dgScanJob";
  static final String SYSTEM = "informationSystemName";
  static final String INSTANCE = "crawlerInstanceName";

  /** Writes a block holds. */
  static final int BLOCK = 1000;

  private final ScanTargets targets;
  private final List<Crawler> crawlers;
  private final AssetTypes types;
  private final ScanRepository scans;
  private final ScanWriter writer;

  ScanOperation(
      ScanTargets targets,
      List<Crawler> crawlers,
      AssetTypes types,
      ScanRepository scans,
      ScanWriter writer) {
    this.targets = targets;
    this.crawlers = crawlers;
    this.types = types;
    this.scans = scans;
    this.writer = writer;
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String displayName() {
    return "Scan a crawler instance";
  }

  @Override
  public String description() {
    return "Crawls the source of a crawler instance of an information system and writes what it"
        + " finds as assets of the information system's source system: a rescan writes what"
        + " changed, and deletes the origins of assets not found any more.";
  }

  @Override
  public List<ParameterDescriptor> parameters() {
    return List.of(
        ParameterDescriptor.of(SYSTEM, "Information system", ParameterType.STRING)
            .asRequired()
            .choosingFrom(targets::informationSystems),
        ParameterDescriptor.of(INSTANCE, "Crawler instance", ParameterType.STRING)
            .asRequired()
            .choosingFrom(targets::crawlerInstances));
  }

  @Override
  public void run(OperationRun run) throws Exception {
    String system = String.valueOf(run.parameters().get(SYSTEM));
    String instance = String.valueOf(run.parameters().get(INSTANCE));
    ScanTarget target =
        targets
            .find(system, instance)
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "The information system "
                            + system
                            + " has no crawler instance "
                            + instance));
    PlatformUser user = PlatformUser.acting(run.startedBy(), "Scan of " + instance);
    long id = run.executionId();
    if (!crawl(run, target)) {
      return;
    }
    Step assets = run.step("assets");
    if (!assets.completed()) {
      assets.total(scans.buffered(id));
      if (!blocks(
          run,
          assets,
          (block, scope) -> {
            Counts c = writer.assets(target, block, id, user);
            scans.count(id, c);
            scope.processed(block.size());
          })) {
        return;
      }
    }
    Step links = run.step("links");
    if (!links.completed()) {
      links.total(scans.buffered(id));
      if (!blocks(
          run,
          links,
          (block, scope) -> {
            writer.links(target, block, user);
            scope.processed(block.size());
          })) {
        return;
      }
    }
    if (!removals(run, target, user)) {
      return;
    }
    Step end = run.step("end");
    if (!end.completed()) {
      end.block(scope -> scans.clearBuffer(id));
    }
    Counts c = scans.counts(List.of(id)).getOrDefault(id, Counts.NONE);
    run.note(
        "Found "
            + c.found()
            + ", written "
            + c.written()
            + ", unchanged "
            + c.unchanged()
            + ", deleted "
            + c.deleted());
  }

  /**
   * The crawl, whole, into the buffer in one block (once: a restart after it goes on with the
   * writes); false when the run was stopped while crawling, which keeps nothing of it.
   */
  private boolean crawl(OperationRun run, ScanTarget target) throws Exception {
    Step crawl = run.preparation("crawl");
    if (crawl.completed() || crawl.checkpoint() != null) {
      return true;
    }
    Crawler crawler =
        crawlers.stream()
            .filter(c -> c.type().equals(target.crawlerType()))
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "There is no crawler of type " + target.crawlerType()));
    CrawledCatalog catalog = new CrawledCatalog(run::stopRequested);
    crawler.crawl(target.parameters(), catalog);
    if (run.stopRequested()) {
      return false;
    }
    AssetKeys keys =
        AssetKeys.of(
            target.informationSystem(),
            target.crawlerInstance(),
            scans.oldKeys(target.informationSystem(), target.crawlerInstance()));
    List<FoundAsset> found = catalog.plan(keys, types.model());
    long id = run.executionId();
    crawl.total(found.size());
    crawl.block(
        scope -> {
          scans.clearBuffer(id);
          scans.buffer(id, found);
          scans.begin(id, target.informationSystem(), target.crawlerInstance());
          scans.count(id, new Counts(found.size(), 0, 0, 0));
          scope.processed(found.size());
          scope.checkpoint("crawled");
        });
    if (catalog.skipped() > 0) {
      run.note(catalog.skipped() + " links or assets the published model has no place for");
    }
    return true;
  }

  /** One block's work on the buffer's assets. */
  @FunctionalInterface
  private interface BufferBlock {
    void write(List<FoundAsset> block, Step.Scope scope) throws Exception;
  }

  /** The buffer's blocks after the step's checkpoint; false when a stop was asked. */
  private boolean blocks(OperationRun run, Step step, BufferBlock work) throws Exception {
    long id = run.executionId();
    while (true) {
      if (run.stopRequested()) {
        return false;
      }
      int after = step.checkpoint() == null ? 0 : Integer.parseInt(step.checkpoint());
      List<FoundAsset> block = scans.buffered(id, after, BLOCK);
      if (block.isEmpty()) {
        return true;
      }
      step.block(
          scope -> {
            work.write(block, scope);
            scope.checkpoint(String.valueOf(block.get(block.size() - 1).seq()));
          });
    }
  }

  /** Deletes what the crawl did not find, a block at a time; false when a stop was asked. */
  private boolean removals(OperationRun run, ScanTarget t, PlatformUser user) throws Exception {
    Step step = run.step("removals");
    if (step.completed()) {
      return true;
    }
    long id = run.executionId();
    while (true) {
      if (run.stopRequested()) {
        return false;
      }
      List<Written> gone = scans.notFound(t.informationSystem(), t.crawlerInstance(), id, BLOCK);
      if (gone.isEmpty()) {
        return true;
      }
      step.block(
          scope -> {
            for (Written w : gone) {
              writer.gone(t, w, user);
            }
            scans.count(id, new Counts(0, 0, 0, gone.size()));
            scope.processed(gone.size());
          });
    }
  }
}
