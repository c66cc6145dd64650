CREATE TABLE "member_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"policy_version_id" integer,
	"agreed" boolean NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"version_number" integer NOT NULL,
	"summary" varchar(300) NOT NULL,
	"content" text NOT NULL,
	"effective_date" date NOT NULL,
	"created_by_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" varchar(60) NOT NULL,
	"representative" varchar(30) NOT NULL,
	"address" varchar(200) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"registration_number" varchar(10) NOT NULL,
	"mail_order_number" varchar(40) NOT NULL,
	"hosting_provider" varchar(60) NOT NULL,
	"privacy_officer_name" varchar(30) NOT NULL,
	"privacy_officer_contact" varchar(254) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_details_single_row" CHECK ("business_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_policy_version_id_policy_versions_id_fk" FOREIGN KEY ("policy_version_id") REFERENCES "public"."policy_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_created_by_member_id_members_id_fk" FOREIGN KEY ("created_by_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_consents_member_idx" ON "member_consents" USING btree ("member_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_kind_number_uq" ON "policy_versions" USING btree ("kind","version_number");--> statement-breakpoint
CREATE INDEX "policy_versions_kind_effective_idx" ON "policy_versions" USING btree ("kind","effective_date");--> statement-breakpoint
-- ── 데이터: 정책 초안 (스키마 변경과 따로) ──────────────────────────────────────────────
-- 가입이 동의할 판이 처음부터 있도록 세 정책의 [샘플] 초안을 제1판으로 넣는다. 운영 전에 콘솔(정책)에서
-- 가게의 실제 내용으로 새 판을 만들어 바꿔야 한다. 사업자 정보는 넣지 않는다(데모 데이터만 샘플을 넣는다).
INSERT INTO "policy_versions" ("kind", "version_number", "summary", "content", "effective_date") VALUES
('TERMS', 1, '[샘플] 최초 제정 — 운영 전에 실제 약관으로 바꿔주세요', $$[샘플 약관] 이 글은 그로스몰 데모를 위한 초안입니다. 실제 운영 전에 가게의 사정에 맞게 검토해 새 판으로 바꿔주세요.

제1조 (목적)
이 약관은 그로스몰(이하 "회사")이 운영하는 온라인 스토어에서 제공하는 소셜 미디어 성장 서비스(이하 "서비스")를 이용하는 데 필요한 회사와 회원의 권리, 의무 및 책임을 정합니다.

제2조 (회원 가입)
1. 만 14세 이상인 사람만 회원으로 가입할 수 있습니다.
2. 가입할 때 이용약관과 개인정보 수집·이용에 동의해야 하며, 광고성 정보 수신 동의는 선택입니다.

제3조 (서비스의 제공)
1. 회사는 회원이 주문한 계정 또는 게시물에 팔로워, 좋아요, 조회수, 구독자 등의 서비스를 제공합니다.
2. 서비스의 진행은 각 소셜 미디어의 정책과 외부 공급처의 사정에 따라 늦어지거나 일부만 이루어질 수 있으며, 이 경우 환불 정책에 따라 처리합니다.

제4조 (결제)
회원은 카드, 무통장입금, 가상계좌, 간편결제, 포인트로 결제할 수 있습니다. 금액은 주문 화면에 표시된 최종 금액입니다.

제5조 (청약철회와 환불)
청약철회와 환불은 환불 정책에 따릅니다.

제6조 (회원의 의무)
회원은 타인의 계정이나 불법적인 목적으로 서비스를 주문해서는 안 됩니다.

제7조 (약관의 변경)
회사는 약관을 바꿀 때 시행일 7일 전(회원에게 불리한 변경은 30일 전)부터 공지합니다.

제8조 (분쟁 해결)
서비스 이용과 관련한 분쟁은 대한민국 법을 따르며, 관할 법원은 민사소송법에 따릅니다.

부칙
이 약관은 2026년 1월 1일부터 시행합니다.$$, '2026-01-01'),
('PRIVACY', 1, '[샘플] 최초 제정 — 운영 전에 실제 처리방침으로 바꿔주세요', $$[샘플 개인정보처리방침] 이 글은 그로스몰 데모를 위한 초안입니다. 실제 운영 전에 가게의 처리 현황에 맞게 검토해 새 판으로 바꿔주세요.

1. 수집하는 개인정보 항목
- 필수: 이메일, 이름, 휴대폰 번호, 비밀번호(이메일 가입), 소셜 계정 식별자(소셜 가입)
- 주문 시: 주문 대상 계정 주소, 결제 정보(결제사가 처리하며 카드번호는 저장하지 않습니다), 입금자명
- 자동 수집: 접속 기록, 접속 IP

2. 수집·이용 목적
회원 식별과 가입 확인, 주문 처리와 결제, 서비스 진행 안내, 문의 응대, 부정 이용 방지. 광고성 정보는 따로 동의한 회원에게만 문자·카카오톡 또는 이메일로 보냅니다.

3. 보유 및 이용 기간
회원 탈퇴 시 바로 파기합니다. 다만 관계 법령에 따라 아래 기록은 정해진 기간 동안 보관합니다.
- 계약 또는 청약철회 등에 관한 기록: 5년 (전자상거래법)
- 대금결제 및 재화 등의 공급에 관한 기록: 5년 (전자상거래법)
- 소비자의 불만 또는 분쟁처리에 관한 기록: 3년 (전자상거래법)
- 표시·광고에 관한 기록: 6개월 (전자상거래법)
- 접속 기록: 3개월 (통신비밀보호법)

4. 제3자 제공과 처리 위탁
결제(결제대행사), 알림 발송(메시지 발송 대행사), 서비스 제공(외부 공급처)에 필요한 범위에서 처리를 위탁합니다.

5. 만 14세 미만 아동
회사는 만 14세 미만 아동의 가입을 받지 않습니다.

6. 정보주체의 권리
회원은 언제든지 자신의 개인정보를 열람·정정·삭제하거나 처리 정지를 요구할 수 있고, 광고 수신 동의를 철회할 수 있습니다(마이페이지 > 알림 설정).

7. 개인정보 보호책임자
개인정보 보호책임자의 이름과 연락처는 화면 아래쪽의 사업자 정보에 적혀 있습니다.

8. 변경
이 처리방침이 바뀌면 시행 7일 전부터 공지하고, 이 화면 아래에 변경 이력을 남깁니다.$$, '2026-01-01'),
('REFUND', 1, '[샘플] 최초 제정 — 운영 전에 실제 환불 정책으로 바꿔주세요', $$[샘플 환불 정책] 이 글은 그로스몰 데모를 위한 초안입니다. 실제 운영 전에 가게의 사정에 맞게 검토해 새 판으로 바꿔주세요.

1. 서비스 시작 전
결제 후 서비스가 시작되기 전에는 전액 환불합니다.

2. 서비스 진행 중
서비스가 진행 중이면 남은 수량만큼을 계산해 환불합니다.

3. 일부 완료
외부 공급처의 사정으로 일부만 완료되면 완료되지 않은 수량만큼 자동으로 환불합니다.

4. 환불 방법
카드 결제는 카드 승인 취소로, 무통장입금과 가상계좌는 회원이 알려 준 계좌로, 포인트 결제는 포인트로 돌려드립니다.

5. 환불이 어려운 경우
이미 완료된 서비스, 회원이 잘못 적은 계정·게시물 주소로 진행된 서비스, 비공개 계정으로 바뀌어 진행할 수 없게 된 서비스는 환불이 제한될 수 있습니다.

6. 문의
환불 문의는 1:1 문의로 남겨 주세요.$$, '2026-01-01');
