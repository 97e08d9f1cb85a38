import { useEffect } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import * as styles from './description.module.css';

interface DescriptionEditorProps {
  /** The id of the element that names the editor (its visible label). */
  labelledBy: string;
  value: string;
  onChange(html: string): void;
}

const TOOLS: Array<{ label: string; active: string | [string, Record<string, number>]; run(editor: Editor): void }> = [
  { label: 'Bold', active: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', active: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Heading', active: ['heading', { level: 3 }], run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Bulleted list', active: 'bulletList', run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', active: 'orderedList', run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/**
 * The description in TipTap: bold, italic, headings and lists, written as HTML. Loaded only by the
 * forms that use it (a lazy import); the server sanitises what it receives whatever sent it.
 */
export default function DescriptionEditor({ labelledBy, value, onChange }: DescriptionEditorProps) {
  const editor = useEditor({
    // Links, code and quotes have no place in an advert; the server would strip scripts and frames anyway.
    extensions: [StarterKit.configure({ code: false, codeBlock: false, blockquote: false, link: false, horizontalRule: false })],
    content: value,
    immediatelyRender: true,
    // The page's CSP forbids inline styles; description.module.css carries what ProseMirror needs.
    injectCSS: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelledBy, class: styles.content ?? '' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // Values that arrive from outside (an advert loaded for editing, a draft) replace what the editor shows.
  useEffect(() => {
    const show = () => {
      if (!editor.isDestroyed && !editor.isFocused && value !== (editor.isEmpty ? '' : editor.getHTML()))
        editor.commands.setContent(value, { emitUpdate: false });
    };
    if (editor.isInitialized) {
      show();
      return;
    }
    // TipTap finishes starting a task after it is made, and has no view to read until then (nor one being
    // replaced, as React may mount twice): a value that arrives meanwhile is shown once it has started.
    editor.on('create', show);
    return () => {
      editor.off('create', show);
    };
  }, [editor, value]);
  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
        {TOOLS.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className="ui-button"
            aria-pressed={Array.isArray(tool.active) ? editor.isActive(...tool.active) : editor.isActive(tool.active)}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
