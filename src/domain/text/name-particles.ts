// Lowercase particles inside personal names: "Maria de la Cruz", "Mohammed bin Rashid", "Hilma af
// Klint", "Owain ap Rhys", "David ben Ami", "Seán mac Diarmada", "Maria e Silva".
//
// One list serves the blind view (a name's words) and the speaker labels (a label that is a name):
// where they differed, a speaker labelled "Owain ap Rhys:" was read as prose by the label reader,
// so the blind view kept the name in the transcript while it removed it from a resume. The list is
// the wider one: a particle counted where it is not one makes at most a name of a few more
// capitalised words, which the blind view then removes, while a particle missed leaves a name.
// The single letters ("y", "e": "and" between Spanish and Portuguese surnames) are the risk of a
// wide list; a name label must recur before it names a speaker (scoring/transcript.ts and
// blind/transcript.ts), so a line of prose such as "Go e Rust" does not become one.
import data from './name-particles.data.json';

export const NAME_PARTICLES: ReadonlySet<string> = new Set(data.particles);
