/**
 * Frames in Chinese and Japanese, where words are not separated by spaces and the tokenizer sees a
 * sentence as one word. Each frame is a verb class × an object class as a pattern over characters,
 * with the languages' own polarity: a prohibition before the verb (Chinese 不要/切勿/禁止) or a
 * negative ending after it (Japanese ないで/してはいけません).
 */
import type { PatternId } from "../../patterns";

export interface CjkHit {
  pattern: PatternId;
  /** Offset in the text given. */
  index: number;
  rule: string;
  message: string;
  /** Sending frames need a destination outside; the caller checks the sentence's addresses. */
  needsDest?: boolean;
}

export const HAS_CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** Chinese prohibitions and "no need to". */
const ZH_NEG = "(?:不要|别|切勿|请勿|不得|禁止|绝不|决不|永远不要|千万不要|不可|勿|不能)";
const ZH_NO_NEED = "(?:无需|无须|不必|不用|没必要|用不着)";
/** A Japanese prohibition or negative ending after the verb. */
const JA_NEG_END =
  /(しないで|するな|しては(いけ|なり|だめ)|してはならない|禁止|しないこと|ないでください|ないように|てはいけません)/;

const ZH_ACT =
  "(?:删除|执行|运行|部署|发送|上传|推送|合并|安装|修改|覆盖|提交|付款|转账|发布|清空|重置|迁移)";
const JA_ACT =
  "(?:削除|実行|デプロイ|送信|アップロード|プッシュ|マージ|インストール|変更|上書き|コミット|支払|送金|公開|リセット|消去)";

/**
 * Negation of a word in prose, for the rules' polarity check (../../context.ts): a Japanese negative
 * ending after it in the same clause (a comma starts the next verb's), a Chinese prohibition just
 * before it. Wider than the frames' endings above: any negative ending, not only a prohibition.
 */
const JA_NEG_AFTER =
  /^[^。！？\n、，,；;]{0,24}?(?:しない|しません|するな|ないでください|ないで|ないこと|ないように|禁止|不可|てはいけ|てはなら)/;
const ZH_NEG_BEFORE = /(?:不要|禁止|切勿|请勿|不得|不可|绝不|严禁)[^。！？，,\n]{0,16}$/;

export function cjkNegated(text: string, idx: number): boolean {
  if (!HAS_CJK.test(text.slice(text.lastIndexOf("\n", idx - 1) + 1, idx + 120))) return false;
  return (
    JA_NEG_AFTER.test(text.slice(idx, idx + 120)) ||
    ZH_NEG_BEFORE.test(text.slice(Math.max(0, idx - 40), idx))
  );
}

const ZH_RULES = "(?:指令|指示|说明|规则|提示|要求|限制|设定|约束)";
const JA_RULES = "(?:指示|命令|ルール|プロンプト|指令|制約|設定)";

const SECRETS = /(密码|凭据|凭证|密钥|令牌|系统提示|パスワード|認証情報|秘密鍵|トークン|システムプロンプト)/;

const FRAMES: {
  re: RegExp;
  pattern: PatternId;
  rule: string;
  message: string;
  ja?: boolean;
  keepSecrets?: boolean;
  needsDest?: boolean;
}[] = [
  // P1: set aside earlier or system instructions; this text over the others.
  {
    re: new RegExp(
      `(?:忽略|无视|忽视|忘记|忘掉|不要理会|不再遵守|抛开|覆盖)掉?(?:之前|以前|先前|上面|上述|前面|所有|全部|一切|系统|用户|其他|原有|默认)[^。！？\\n]{0,8}?${ZH_RULES}`,
    ),
    pattern: "P1",
    rule: "override-frame",
    message: "Tells the agent to set aside its earlier or system instructions",
  },
  {
    re: /(?:本|此|这个|该)(?:文件|技能|说明|规则|指令|文档)[^。！？\n]{0,10}?(?:优先于|高于|凌驾于|覆盖|取代)[^。！？\n]{0,6}?(?:系统|用户|其他|任何|所有|一切)/,
    pattern: "P1",
    rule: "precedence-frame",
    message: "Claims precedence over the system's or the user's instructions",
  },
  {
    re: new RegExp(
      `(?:以前|前|これまで|上記|先|システム|ユーザー|他)の(?:すべての|全ての)?${JA_RULES}(?:を|は)?(?:すべて|全て)?(?:無視|忘れ|破棄)`,
    ),
    pattern: "P1",
    rule: "override-frame",
    message: "Tells the agent to set aside its earlier or system instructions",
    ja: true,
  },
  {
    re: /(?:この|本)(?:ファイル|スキル|指示|ルール|文書)[^。！？\n]{0,12}?(?:システム|ユーザー|他の|あらゆる|すべての)[^。！？\n]{0,12}?(?:より優先|に優先|を上書き|に勝)/,
    pattern: "P1",
    rule: "precedence-frame",
    message: "Claims precedence over the system's or the user's instructions",
    ja: true,
  },
  // P4: acting without the user's confirmation.
  {
    re: new RegExp(
      `${ZH_NO_NEED}(?:询问|征求|请求|等待|获得|取得)?(?:用户|使用者)?的?(?:确认|同意|许可|批准|授权)|未经(?:用户|使用者)?的?(?:确认|同意|许可|批准|授权)|(?:不要|无需|不必|不用|别)(?:询问|问|请示)(?:用户|使用者)`,
    ),
    pattern: "P4",
    rule: "unconfirmed-frame",
    message: "Tells the agent to act without the user's confirmation",
  },
  {
    re: /(?:確認|許可|承認|同意)(?:を)?(?:求めず|取らず|得ず|せず|なしで|なしに|は不要|不要で)|(?:確認|許可|承認)(?:を取る|を得る|を求める|する)?必要は(?:ありません|ない)|ユーザーに(?:確認|尋ね|聞か|問い合わせ)(?:ず|ないで|る必要はありません)/,
    pattern: "P4",
    rule: "unconfirmed-frame",
    message: "Tells the agent to act without the user's confirmation",
    ja: true,
  },
  // P4: concealment from the user.
  {
    re: new RegExp(
      `(?:${ZH_NEG}|${ZH_NO_NEED})(?:向|对|跟|和|让)?(?:用户|使用者|客户)?(?:告知|告诉|通知|提及|提到|透露|汇报|报告|提起|知道)|对(?:用户|使用者|客户)(?:隐瞒|保密)|瞒着(?:用户|使用者|客户)|(?:悄悄|偷偷|秘密|暗中)地?${ZH_ACT}`,
    ),
    pattern: "P4",
    rule: "conceal-frame",
    message: "Tells the agent to keep something from the user",
    keepSecrets: true,
  },
  {
    re: /(?:ユーザー|利用者|お客様)(?:に|へ)(?:は)?[^。！？\n]{0,24}?(?:伝え|知らせ|報告し|言わ|教え|通知し)(?:ないで|ず|ない)|(?:ユーザー|利用者)に(?:は)?(?:秘密|内緒)|(?:こっそり|黙って|密かに|ひそかに)[^。！？\n]{0,12}?(?:削除|送信|アップロード|コピー|変更|実行)|(?:報告|返答|回答|要約|サマリー|まとめ)(?:には|に|では|から|で)(?:は)?[^。！？\n]{0,12}?(?:含めない|含めず|入れない|入れず|記載しない|書かない|載せない|触れない|言及しない)|(?:报告|总结|摘要|回复|汇报)(?:中|里)(?:不要|别|无需|不必)(?:提及|包含|写|列出|提到)|(?:不要|别|无需|不必)在[^。！？\n]{0,10}?(?:报告|总结|摘要|回复|汇报)(?:中|里)(?:提及|包含|写|列出|提到)/,
    pattern: "P4",
    rule: "conceal-frame",
    message: "Tells the agent to keep something from the user",
    keepSecrets: true,
  },
  // P3: sending to an address.
  {
    re: /(?:发送|上传|传送|转发|同步|提交|抄送|备份|复制|邮寄|发给|传到)/,
    pattern: "P3",
    rule: "send-frame",
    message: "Tells the agent to send data to a destination the user did not ask for",
    needsDest: true,
  },
  {
    re: /(?:送信|アップロード|転送|同期|共有|送っ|送る|送り|コピー)/,
    pattern: "P3",
    rule: "send-frame",
    message: "Tells the agent to send data to a destination the user did not ask for",
    ja: true,
    needsDest: true,
  },
  // P3 with no address: a partner's or third party's server also receives the data ("…にも送信されます").
  {
    re: /(?:合作伙伴|合作方|第三方|供应商|运营方)[^。！？\n]{0,12}?(?:服务器|邮箱|地址|文件夹|网盘|平台|系统)[^。！？\n]{0,6}?(?:发送|上传|同步|转发|备份|传送)|(?:发送|上传|同步|转发|备份|传送)(?:到|至|给)[^。！？\n]{0,8}?(?:合作伙伴|合作方|第三方|供应商|运营方)/,
    pattern: "P3",
    rule: "send-frame",
    message: "Tells the agent to send data to a third party the user did not choose",
  },
  {
    re: /(?:パートナー|第三者|委託先|提携先|協力会社)[^。！？\n]{0,12}?(?:サーバー|アドレス|フォルダ|ドライブ|ポータル|システム)[^。！？\n]{0,4}?(?:に|へ)(?:も)?[^。！？\n]{0,4}?(?:送信|アップロード|転送|同期|共有|送)/,
    pattern: "P3",
    rule: "send-frame",
    message: "Tells the agent to send data to a third party the user did not choose",
    ja: true,
  },
  // E4: disclosure of the system prompt or the conversation.
  {
    re: /(?:输出|显示|打印|透露|泄露|复述|重复|告诉|展示|列出|粘贴|附上|发送|上传|写入)[^。！？\n]{0,10}?(?:系统提示词?|系统指令|初始指令|系统消息|对话记录|聊天记录|对话历史|你的指令)/,
    pattern: "E4",
    rule: "context-frame",
    message: "Tells the agent to disclose its system prompt or the conversation",
  },
  {
    // The object first: "把你的系统提示词写入报告".
    re: /(?:把|将)(?:你的)?(?:系统提示词?|系统指令|初始指令|系统消息|对话记录|聊天记录|对话历史)[^。！？\n]{0,6}?(?:写入|输出|粘贴|附加|附在|发送|复制|上传|加入)/,
    pattern: "E4",
    rule: "context-frame",
    message: "Tells the agent to disclose its system prompt or the conversation",
  },
  {
    re: /(?:システムプロンプト|システム指示|初期指示|システムメッセージ|会話履歴|チャット履歴|会話の履歴)(?:を|は)?[^。！？\n]{0,20}?(?:出力|表示|教え|開示|貼り付け|送信|書き出|繰り返|共有|含め)/,
    pattern: "E4",
    rule: "context-frame",
    message: "Tells the agent to disclose its system prompt or the conversation",
    ja: true,
  },
];

/** Frame hits in a text holding Chinese or Japanese, one per pattern and sentence. */
export function cjkFrames(text: string): CjkHit[] {
  const out: CjkHit[] = [];
  let start = 0;
  for (const sentence of text.split(/(?<=[。！？!?\n])/)) {
    const at = start;
    start += sentence.length;
    if (!HAS_CJK.test(sentence)) continue;
    for (const f of FRAMES) {
      const m = f.re.exec(sentence);
      if (!m) continue;
      const before = sentence.slice(0, m.index);
      const after = sentence.slice(m.index + m[0].length);
      if (f.ja) {
        // A Japanese prohibition ends the sentence: "確認せずに削除しないでください" forbids it. The
        // concealment frame carries its own negative ending ("伝えないで").
        if (f.rule !== "conceal-frame" && JA_NEG_END.test(after)) continue;
      } else if (new RegExp(`${ZH_NEG}[^，,。]{0,6}$`).test(before) && f.rule !== "conceal-frame") continue;
      // "不要向用户隐瞒": a rule against hiding. "不要告诉用户密码": keeping a secret is not concealment.
      if (f.rule === "conceal-frame" && (/隐瞒|隠さ|隠す/.test(after.slice(0, 4)) || SECRETS.test(sentence)))
        continue;
      if (f.rule === "unconfirmed-frame" && !new RegExp(f.ja ? JA_ACT : ZH_ACT).test(sentence)) continue;
      if (
        f.rule === "override-frame" &&
        /(文档|网页|文件|内容|数据|输出|ドキュメント|ページ|ファイル|データ)(中|内|の中)?の?$/.test(
          before.slice(-8),
        )
      )
        continue;
      out.push({
        pattern: f.pattern,
        index: at + m.index,
        rule: f.rule,
        message: f.message,
        needsDest: f.needsDest,
      });
    }
  }
  return out;
}
