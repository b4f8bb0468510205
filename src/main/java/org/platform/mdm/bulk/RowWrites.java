package org.platform.mdm.bulk;

import java.util.Locale;
import java.util.stream.Collectors;
import org.platform.mdm.operations.Step;
import org.platform.mdm.system.Messages;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One item of a block done on its own savepoint: an item refused (a record the user may not delete,
 * a row the model does not accept) is undone alone and noted as the block's failed item with the
 * reason, and the block goes on with the next.
 */
@Component
public class RowWrites {

  /** An item's work. */
  @FunctionalInterface
  public interface Item {
    void run();
  }

  private final TransactionTemplate nested;
  private final Messages messages;

  RowWrites(PlatformTransactionManager transactions, Messages messages) {
    this.nested = new TransactionTemplate(transactions);
    this.nested.setPropagationBehavior(TransactionDefinition.PROPAGATION_NESTED);
    this.messages = messages;
  }

  /** Does the item; false when it was refused (and noted as failed). */
  public boolean attempt(String item, Step.Scope scope, Item work) {
    try {
      nested.executeWithoutResult(s -> work.run());
      return true;
    } catch (PlatformException refused) {
      scope.failed(item, reason(refused));
      return false;
    }
  }

  /** Does the work on its own savepoint; false when it was refused (undone, noted nowhere). */
  public boolean quietly(Item work) {
    try {
      nested.executeWithoutResult(s -> work.run());
      return true;
    } catch (PlatformException refused) {
      return false;
    }
  }

  /** The problems of a refusal as one English text. */
  String reason(PlatformException refused) {
    return refused.problems().stream()
        .map(p -> (p.source() == null ? "" : p.source() + ": ") + messages.text(Locale.ENGLISH, p))
        .collect(Collectors.joining("; "));
  }
}
