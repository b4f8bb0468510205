package org.platform.mdm.workflow.task;

import java.sql.SQLException;
import java.util.function.Supplier;
import org.apache.ibatis.exceptions.PersistenceException;
import org.flowable.common.engine.api.FlowableException;
import org.flowable.common.engine.api.FlowableIllegalArgumentException;
import org.flowable.common.engine.api.FlowableObjectNotFoundException;
import org.flowable.common.engine.api.FlowableOptimisticLockingException;
import org.flowable.common.engine.api.FlowableTaskAlreadyClaimedException;
import org.flowable.common.engine.impl.identity.Authentication;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.workflow.WorkflowErrors;
import org.springframework.dao.ConcurrencyFailureException;

/**
 * Runs a change of a task or process in the engine in the name of a user (the engine records it as
 * the author of comments and claims), and turns the engine's refusals into the module's errors: a
 * task changed or ended meanwhile (another node completed it) is a conflict, input the engine
 * refuses is bad input, and a platform error a process's step raised passes through as it is.
 */
final class EngineCalls {

  private EngineCalls() {}

  /**
   * The work's result. {@code subject} is the task (or process) the caller has just read, so that
   * its disappearance means another change got there first.
   */
  static <T> T as(String userName, String subject, Supplier<T> work) {
    String before = Authentication.getAuthenticatedUserId();
    Authentication.setAuthenticatedUserId(userName);
    try {
      return work.get();
    } catch (FlowableTaskAlreadyClaimedException e) {
      throw new PlatformException(
          WorkflowErrors.WORKFLOW_TASK_CLAIMED, subject, e.getTaskAssignee());
    } catch (FlowableOptimisticLockingException | FlowableObjectNotFoundException e) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_TASK_COMPLETED, subject);
    } catch (ConcurrencyFailureException e) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_TASK_COMPLETED, subject);
    } catch (PersistenceException e) {
      if (concurrent(e)) {
        throw new PlatformException(WorkflowErrors.WORKFLOW_TASK_COMPLETED, subject);
      }
      throw e;
    } catch (FlowableIllegalArgumentException e) {
      throw new PlatformException(WorkflowErrors.WORKFLOW_ENGINE_BAD_INPUT, e.getMessage());
    } catch (FlowableException e) {
      PlatformException platform = platformCause(e);
      if (platform != null) {
        throw platform;
      }
      throw new PlatformException(WorkflowErrors.WORKFLOW_ENGINE_REFUSED, e.getMessage());
    } finally {
      Authentication.setAuthenticatedUserId(before);
    }
  }

  static void run(String userName, String subject, Runnable work) {
    as(
        userName,
        subject,
        () -> {
          work.run();
          return null;
        });
  }

  /** Whether the database gave up a statement for a concurrent change (deadlock, serialization). */
  private static boolean concurrent(Throwable e) {
    for (Throwable t = e; t != null && t != t.getCause(); t = t.getCause()) {
      if (t instanceof SQLException sql
          && sql.getSQLState() != null
          && sql.getSQLState().startsWith("40")) {
        return true;
      }
    }
    return false;
  }

  private static PlatformException platformCause(Throwable e) {
    for (Throwable t = e.getCause(); t != null && t != t.getCause(); t = t.getCause()) {
      if (t instanceof PlatformException p) {
        return p;
      }
    }
    return null;
  }
}
