const BLOCK = 4096;

/**
 * A column of many short strings kept as one long string per 4,096 cells plus their end offsets: about a byte a
 * character and 4 bytes a cell, where a string each costs 20–40 bytes more. The CONV rows of an inventory
 * comparison are held this way (2,000,000 rows of four columns). Joining a block also copies its cells out of the
 * decoded chunk of the file they were cut from, so no chunk stays pinned in memory.
 */
export class PackedColumn {
  private blocks: string[] = [];
  private open: string[] = [];
  private ends = new Uint32Array(BLOCK);
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(value: string): void {
    const at = this.count++;
    if (at === this.ends.length) {
      const grown = new Uint32Array(this.ends.length * 2);
      grown.set(this.ends);
      this.ends = grown;
    }
    this.ends[at] = (at % BLOCK === 0 ? 0 : this.ends[at - 1]) + value.length;
    this.open.push(value);
    if (this.open.length === BLOCK) {
      this.blocks.push(this.open.join(""));
      this.open = [];
    }
  }

  get(index: number): string {
    const block = Math.floor(index / BLOCK);
    if (block === this.blocks.length) return this.open[index % BLOCK];
    const start = index % BLOCK === 0 ? 0 : this.ends[index - 1];
    return this.blocks[block].slice(start, this.ends[index]);
  }
}
