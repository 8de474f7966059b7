export function testWranglerConfig(root?: string): string;
