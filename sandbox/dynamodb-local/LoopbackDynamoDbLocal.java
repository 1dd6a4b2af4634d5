import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local's own server (ServerRunner, the jar's Main-Class), listening on 127.0.0.1 only: DynamoDB Local
 * has no bind-address option, and its Jetty connector listens on every interface. The launcher builds the server
 * from the same command-line arguments, sets its connectors' host to loopback, then starts it.
 *
 * Compiled once into LoopbackDynamoDbLocal.class beside this file (a JRE has no compiler, and nothing is built at
 * run time): rebuild it with `npm run --workspace @contact-center/sandbox build:dynamodb-launcher` after changing it.
 */
public final class LoopbackDynamoDbLocal {
  private LoopbackDynamoDbLocal() {}

  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer server = ServerRunner.createServerFromCommandLineArgs(args);
    Field jettyField = DynamoDBProxyServer.class.getDeclaredField("server");
    jettyField.setAccessible(true);
    Server jetty = (Server) jettyField.get(server);
    for (Connector connector : jetty.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    server.start();
  }
}
