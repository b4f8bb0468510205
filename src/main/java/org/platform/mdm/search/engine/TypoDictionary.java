package org.platform.mdm.search.engine;

import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The typo dictionary's background half: the words documents' writes queued ({@code
 * search_new_words}) get their forms in {@code search_word_forms}, a batch at a time, each batch
 * taken and written in one transaction. Nodes share the queue (a batch skips rows another node
 * holds). Until its forms are written, a queued word is read by the look-up itself ({@link
 * TypoWords}), so a record is found within its typos as soon as its write returns.
 */
@Component
class TypoDictionary {

  /** The most queued words one transaction takes. */
  static final int BATCH = 20_000;

  /**
   * Takes a batch of queued words and writes the forms of those their entity does not hold yet;
   * answers how many words it took.
   */
  private static final String EXPAND =
      "with taken as (delete from search_new_words where ctid = any(array(select ctid from"
          + " search_new_words limit "
          + BATCH
          + " for update skip locked)) returning entity_name, word),"
          + " words as (select distinct t.entity_name, t.word from taken t where not exists"
          + " (select 1 from search_word_forms k where k.entity_name = t.entity_name"
          + " and k.form = t.word and k.word = t.word)),"
          + " forms as (insert into search_word_forms (entity_name, form, word)"
          + " select w.entity_name, f, w.word from words w"
          + " cross join lateral search_word_deletions(w.word) f returning 1)"
          + " select count(*) from taken where (select count(*) from forms) >= 0";

  private final JdbcClient jdbc;
  private final TransactionTemplate transactions;

  TypoDictionary(JdbcClient jdbc, TransactionTemplate transactions) {
    this.jdbc = jdbc;
    this.transactions = transactions;
  }

  /** Writes the forms of every word queued, batch by batch, until the queue is empty. */
  @Scheduled(fixedDelayString = "PT1S", initialDelayString = "PT3S")
  public void expand() {
    while (expandBatch() == BATCH) {
      // a full batch: more may wait
    }
  }

  /** One batch: how many queued words it took. */
  int expandBatch() {
    Long taken = transactions.execute(s -> jdbc.sql(EXPAND).query(Long.class).single());
    return taken == null ? 0 : taken.intValue();
  }
}
