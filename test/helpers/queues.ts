/** A queue binding that records what is sent and forwards it to the real queue. */
export function recordingQueue(queue: Queue, sent: unknown[]): Queue {
  return {
    metrics: () => queue.metrics(),
    send: async (body, options) => {
      sent.push(body);
      return queue.send(body, options);
    },
    sendBatch: async (messages, options) => {
      const list = [...messages];
      for (const message of list) sent.push(message.body);
      return queue.sendBatch(list, options);
    },
  };
}
