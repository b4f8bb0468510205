package org.platform.mdm.operations;

/** A step of a run: its blocks of work, each committed together with the step's progress. */
public interface Step {

  /** Whether an earlier attempt of the run finished this step: the run goes on to the next. */
  boolean completed();

  /** Where the step's last committed block left off; null before its first block. */
  String checkpoint();

  /** How many items the step has in all, when it knows. */
  void total(long items);

  /**
   * Does one block of work in one transaction with the step's progress, its checkpoint and its
   * failed items: all of it is committed, or none (an exception fails the run, which a restart
   * takes up from the checkpoint before). A block that a concurrent write held a row of (a
   * deadlock, a serialization failure) is rolled back and done again, up to three times: the work
   * must not keep what it did outside the transaction until it returns.
   *
   * @throws IllegalStateException when the step is {@link #completed()}
   */
  void block(Block work) throws Exception;

  /** A block's work. */
  @FunctionalInterface
  interface Block {
    void run(Scope scope) throws Exception;
  }

  /** What a block tells of itself; written in the block's own transaction. */
  interface Scope {

    /** Items the block handled (those that failed included). */
    void processed(long items);

    /** An item the block could not handle, and why; the run goes on. */
    void failed(String item, String reason);

    /** Where the block leaves off, for a restart. */
    void checkpoint(String position);
  }
}
