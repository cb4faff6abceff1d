declare module "seek-bzip" {
  interface Sink {
    writeByte(b: number): void;
  }
  const Bunzip: { decode(input: Buffer, output: Sink, multistream?: boolean): void };
  export default Bunzip;
}
