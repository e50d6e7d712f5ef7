// kebab-case file and folder names (DESIGN.md), dots only between parts: 'exam-paper.repo.ts'.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case.' },
    schema: [],
    messages: { notKebab: "'{{name}}' is not kebab-case (lower-case words joined by '-', e.g. 'exam-paper.repo.ts')." },
  },
  create(context) {
    if (!path.isAbsolute(context.filename)) return {}; // lintText without a file name
    const rel = path.relative(context.cwd, context.filename);
    // Outside the working directory only the file's own name is checked.
    const parts = rel.startsWith('..') || path.isAbsolute(rel) ? [path.basename(rel)] : rel.split(path.sep);
    return {
      Program(node) {
        const bad = parts.find((part) => !part.startsWith('.') && !KEBAB.test(part));
        if (bad) context.report({ node, messageId: 'notKebab', data: { name: bad } });
      },
    };
  },
};
